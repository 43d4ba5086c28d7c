import { APPOINTMENT_REASONS, AppointmentSchema, INQUIRY_OK } from '../../../core/inquiry-schemas';
import { useT } from '../../lib/i18n';
import { EMAIL, FormFields, MESSAGE, NAME, phone, type FieldSpec } from '../forms/FormFields';
import { InquiryForm } from '../forms/InquiryForm';
import { blank } from '../forms/form-state';
import { replyOf, sendInquiry } from '../forms/send';
import { useSchemaForm } from '../forms/useSchemaForm';
import { ZoomPicture } from './ZoomPicture';

export type AppointmentKind = 'At Showroom' | 'Over The Call';
/** The kind as the catalogue's `select` names it (`appointment.kind`, `appointment.form`, `appointment.date`). */
export const kindKey = (kind: AppointmentKind) => (kind === 'At Showroom' ? 'showroom' : 'call');

/** Today and a year ahead in the guest's own calendar (the schema accepts from yesterday, UTC). */
function dayRange() {
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const now = new Date();
  return { min: day(now), max: day(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate() - 1)) };
}

/** docs/behaviour.md §2.16, §3.9, §5.5: the appointment form with its zoomable picture; phone exactly 11 digits. */
export function AppointmentForm({ kind }: { kind: AppointmentKind }) {
  const t = useT();
  const { min, max } = dayRange();
  const which = { kind: kindKey(kind) };
  const specs = {
    fullName: { ...NAME, label: t('form.fullName') },
    phone: { ...phone(11), label: t('form.phone'), hint: t('form.phoneHint', { digits: 11 }) },
    email: { ...EMAIL, label: t('form.email') },
    date: { label: t('appointment.date', which), type: 'date', min, max },
    reason: {
      label: t('appointment.reason'),
      kind: 'select',
      options: APPOINTMENT_REASONS.map((v) => ({ value: v, label: t('appointment.reasonOption', { reason: v }) })),
    },
    message: { ...MESSAGE, label: t('form.message') },
  } satisfies Record<string, FieldSpec>;
  const form = useSchemaForm({
    id: kind === 'At Showroom' ? 'showroom' : 'call',
    initial: blank(['fullName', 'phone', 'email', 'date', 'reason', 'message']),
    schema: AppointmentSchema,
    fixed: { title: kind },
    send: replyOf(sendInquiry, INQUIRY_OK, t('appointment.sent')),
  });
  return (
    <div className="appointment">
      <ZoomPicture src="/appointment.svg" width={800} height={500} alt={t('appointment.picture')} />
      <InquiryForm form={form} label={t('appointment.form', which)} submit={t('appointment.submit')}>
        <FormFields form={form} specs={specs} />
      </InquiryForm>
    </div>
  );
}
