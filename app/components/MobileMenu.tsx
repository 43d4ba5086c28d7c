import { useShopLinks, useT } from '../lib/i18n';
import type { Menus } from '../lib/menus';
import { AccordionSection, useAccordion } from './Accordion';
import { BagLink } from './BagLink';
import { Dialog } from './Dialog';
import { LanguageSwitch } from './LanguageSwitch';
import { CalendarIcon } from './icons';
import { SearchBox } from './SearchBox';
import { MenuColumn } from './MenuColumn';

/** Phone layout (docs/behaviour.md §2.16): a side panel with an accordion per category, the search box, the bag. */
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
  const accordion = useAccordion({ multiple: false });
  const t = useT();
  const { inShop } = useShopLinks();
  const lists = menus
    ? [...menus.main, ...menus.mens.map((l) => ({ ...l, title: t('nav.mensList', { title: l.title }) }))]
    : [];
  return (
    <Dialog open={open} onClose={onClose} title={t('nav.menu')} variant="panel-left">
      <SearchBox idPrefix="mobile" onDone={onClose} />
      <button type="button" className="btn btn-outline btn-block mobile-appt" onClick={onAppointment}>
        <CalendarIcon /> {t('header.appointment')}
      </button>
      <LanguageSwitch className="btn btn-outline btn-block mobile-language" />
      <ul className="mobile-links">
        <li>
          <a {...inShop('/')} onClick={onClose}>
            {t('nav.home')}
          </a>
        </li>
        {lists.map((l) => (
          <li key={l.key} className="accordion-item">
            <AccordionSection accordion={accordion} id={l.key} title={l.title} region={false}>
              <MenuColumn list={l} showTitle={false} onPick={onClose} />
            </AccordionSection>
          </li>
        ))}
        <li>
          <a {...inShop('/about')} onClick={onClose}>
            {t('nav.about')}
          </a>
        </li>
        <li>
          <a {...inShop('/contact')} onClick={onClose}>
            {t('nav.contact')}
          </a>
        </li>
        <li>
          <a {...inShop('/Gift-Card')} onClick={onClose}>
            {t('nav.giftCards')} <span className="soon">{t('nav.comingSoon')}</span>
          </a>
        </li>
        <li>
          <BagLink className="mobile-bag" onClick={onClose} />
        </li>
      </ul>
    </Dialog>
  );
}
