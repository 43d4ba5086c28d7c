import { useState } from 'react';
import { SHOP } from '../../../core/shop';
import { useT } from '../../lib/i18n';
import { Dialog } from '../Dialog';
import { AppointmentForm, kindKey, type AppointmentKind } from './AppointmentForm';

const KINDS: readonly AppointmentKind[] = ['At Showroom', 'Over The Call'];

/**
 * docs/behaviour.md §2.16 header: the Request An Appointment side panel with its two choices, each opening its form in
 * a modal over the panel (closing the modal returns to the panel). Loaded only when first opened.
 */
export default function AppointmentPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [kind, setKind] = useState<AppointmentKind | null>(null);
  // Each form stays mounted once opened, so what the guest typed survives closing and reopening it.
  const [used, setUsed] = useState<ReadonlySet<AppointmentKind>>(new Set());
  const choose = (k: AppointmentKind) => {
    setUsed((u) => new Set(u).add(k));
    setKind(k);
  };
  const note = (k: AppointmentKind) =>
    k === 'At Showroom'
      ? t('appointment.showroomNote', { area: SHOP.address.line2, hours: SHOP.hours })
      : t('appointment.callNote');
  return (
    <>
      <Dialog open={open} onClose={onClose} title={t('header.appointment')} variant="panel-right">
        <p>{t('appointment.lead')}</p>
        <ul className="appointment-choices">
          {KINDS.map((k) => (
            <li key={k}>
              <button
                type="button"
                className="choice-btn"
                aria-describedby={`appt-${k.replace(/ /g, '')}`}
                onClick={() => choose(k)}
              >
                {t('appointment.kind', { kind: kindKey(k) })}
              </button>
              <p id={`appt-${k.replace(/ /g, '')}`} className="muted">
                {note(k)}
              </p>
            </li>
          ))}
        </ul>
      </Dialog>
      {[...used].map((k) => (
        <Dialog
          key={k}
          open={open && kind === k}
          onClose={() => setKind(null)}
          title={t('appointment.form', { kind: kindKey(k) })}
        >
          <AppointmentForm kind={k} />
        </Dialog>
      ))}
    </>
  );
}
