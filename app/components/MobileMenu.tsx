import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from './Dialog';
import { BagLink } from './Header';
import { CalendarIcon } from './icons';
import { SearchBox } from './SearchBox';
import { MenuColumn, type Menus } from './ShopMenu';

/** Phone layout (spec §2): a side panel with an accordion per category, the search box and the bag link. */
export default function MobileMenu({
  open,
  onClose,
  menus,
  onAppointment,
}: {
  open: boolean;
  onClose: () => void;
  menus: Menus | undefined;
  /** Opens the Request An Appointment panel in place of this menu. */
  onAppointment: () => void;
}) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const lists = menus ? [...menus.main, ...menus.mens.map((l) => ({ ...l, title: `Men's ${l.title}` }))] : [];
  return (
    <Dialog open={open} onClose={onClose} title="Menu" variant="panel-left">
      <SearchBox idPrefix="mobile" onDone={onClose} />
      <button type="button" className="btn btn-outline btn-block mobile-appt" onClick={onAppointment}>
        <CalendarIcon /> Request An Appointment
      </button>
      <ul className="mobile-links">
        <li>
          <Link to="/" onClick={onClose}>
            Home
          </Link>
        </li>
        {lists.map((l) => (
          <li key={l.key} className="accordion-item">
            <h3>
              <button
                type="button"
                aria-expanded={expanded === l.key}
                aria-controls={`m-${l.key}`}
                onClick={() => setExpanded(expanded === l.key ? null : l.key)}
              >
                {l.title} <span aria-hidden="true">{expanded === l.key ? '−' : '+'}</span>
              </button>
            </h3>
            <div id={`m-${l.key}`} hidden={expanded !== l.key}>
              <MenuColumn list={l} showTitle={false} onPick={onClose} />
            </div>
          </li>
        ))}
        <li>
          <Link to="/about" onClick={onClose}>
            About Us
          </Link>
        </li>
        <li>
          <Link to="/contact" onClick={onClose}>
            Contact
          </Link>
        </li>
        <li>
          <Link to="/Gift-Card" onClick={onClose}>
            Gift cards <span className="soon">Coming Soon</span>
          </Link>
        </li>
        <li>
          <BagLink className="mobile-bag" onClick={onClose} />
        </li>
      </ul>
    </Dialog>
  );
}
