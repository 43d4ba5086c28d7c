import { useId, useState } from 'react';
import { SHOP, whatsappLink } from '../../core/shop';

/**
 * Spec §2: a category with no items shows a Coming Soon entry and a Request Requirement button that opens or
 * closes an inline form (the form itself arrives with issue 4; until then the panel offers WhatsApp and phone).
 */
export function ComingSoon({ category }: { category: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="coming-soon">
      <p><span className="soon">Coming Soon</span></p>
      <button type="button" className="btn btn-small btn-outline" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Request Requirement
      </button>
      <div id={id} hidden={!open} className="requirement">
        <p>Tell us what you are looking for in {category.toLowerCase()} and we will make or source it for you.</p>
        <p>
          <a href={whatsappLink(`Hello ${SHOP.name}, I am looking for ${category}.`)} target="_blank" rel="noopener noreferrer">Message us on WhatsApp</a>
          {' '}or call {SHOP.phones[0].number}.
        </p>
      </div>
    </div>
  );
}
