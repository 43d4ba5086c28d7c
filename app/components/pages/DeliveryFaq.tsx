import { DELIVERY_PROMISE, MADE_TO_ORDER_DAYS, workingDays } from '../../../core/delivery';
import { inShop } from '../../lib/links';
import { Accordion, type AccordionItem } from '../Accordion';
import { ChargesTable } from './ChargesTable';
import { FREE_DELIVERY_DAYS, WORLDWIDE_DELIVERY_DAYS } from './deliveryCharges';

const ITEMS: AccordionItem[] = [
  {
    id: 'nationwide',
    title: 'Do you deliver across Pakistan, and what does it cost?',
    content: (
      <p>
        Yes. Delivery anywhere in Pakistan is free, and your order arrives within {FREE_DELIVERY_DAYS} working days.
        Choose <strong>Free Delivery Nationwide</strong> at checkout.
      </p>
    ),
  },
  {
    id: 'worldwide',
    title: 'Do you deliver outside Pakistan?',
    content: (
      <p>
        Yes, we deliver worldwide through international courier companies. International delivery is a paid option and
        takes up to {WORLDWIDE_DELIVERY_DAYS} working days.
      </p>
    ),
  },
  {
    id: 'charges',
    title: 'How much is international delivery?',
    content: (
      <>
        <p>The charge depends on the country you send to and is shown at checkout before you pay.</p>
        <ChargesTable />
      </>
    ),
  },
  {
    id: 'sunday',
    title: 'Do you deliver on Sundays?',
    content: (
      <p>No. We do not deliver on Sundays, so please allow for this if you need a piece by a particular date.</p>
    ),
  },
  {
    id: 'collect',
    title: 'Can I collect my order from the showroom instead?',
    content: (
      <p>
        Yes, free of charge. Choose collection at checkout and read how it works on our{' '}
        <a {...inShop('/clickandcollect')}>Click and Collect</a> page.
      </p>
    ),
  },
  {
    id: 'made-to-size',
    title: `Why does a product page say "Delivery in ${workingDays(MADE_TO_ORDER_DAYS)}"?`,
    content: <p>{DELIVERY_PROMISE}</p>,
  },
];

/** Delivery questions and answers (docs/behaviour.md §9.7 delivery facts) in an accordion. */
export function DeliveryFaq() {
  return <Accordion items={ITEMS} className="faq" />;
}
