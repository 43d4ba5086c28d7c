import { useState } from 'react';
import { SHOP } from '../../../core/shop';
import { Dialog } from '../Dialog';
import { AppointmentForm, type AppointmentKind } from './AppointmentForm';

const CHOICES: { kind: AppointmentKind; note: string }[] = [
  {
    kind: 'At Showroom',
    note: `Sit with us at the showroom in ${SHOP.address.line2}, open ${SHOP.hours}, ${SHOP.days}.`,
  },
  { kind: 'Over The Call', note: 'We call you at a time that suits you, in Urdu or English.' },
];

/**
 * docs/behaviour.md §2.16 header: the Request An Appointment side panel with its two choices, each opening its form in
 * a modal over the panel (closing the modal returns to the panel). Loaded only when first opened.
 */
export default function AppointmentPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [kind, setKind] = useState<AppointmentKind | null>(null);
  // Each form stays mounted once opened, so what the guest typed survives closing and reopening it.
  const [used, setUsed] = useState<ReadonlySet<AppointmentKind>>(new Set());
  const choose = (k: AppointmentKind) => {
    setUsed((u) => new Set(u).add(k));
    setKind(k);
  };
  return (
    <>
      <Dialog open={open} onClose={onClose} title="Request An Appointment" variant="panel-right">
        <p>Choose how you would like to meet us. We will confirm the date and time with you.</p>
        <ul className="appointment-choices">
          {CHOICES.map((c) => (
            <li key={c.kind}>
              <button
                type="button"
                className="choice-btn"
                aria-describedby={`appt-${c.kind.replace(/ /g, '')}`}
                onClick={() => choose(c.kind)}
              >
                {c.kind}
              </button>
              <p id={`appt-${c.kind.replace(/ /g, '')}`} className="muted">
                {c.note}
              </p>
            </li>
          ))}
        </ul>
      </Dialog>
      {[...used].map((k) => (
        <Dialog key={k} open={open && kind === k} onClose={() => setKind(null)} title={`Appointment ${k}`}>
          <AppointmentForm kind={k} />
        </Dialog>
      ))}
    </>
  );
}
