import { APPOINTMENT_REASONS, AppointmentSchema, INQUIRY_OK } from '../../../core/inquiry-schemas';
import { EMAIL, FormFields, MESSAGE, NAME, phone, type FieldSpec } from '../forms/FormFields';
import { InquiryForm } from '../forms/InquiryForm';
import { blank } from '../forms/form-state';
import { replyOf, sendInquiry } from '../forms/send';
import { useSchemaForm } from '../forms/useSchemaForm';
import { ZoomPicture } from './ZoomPicture';

export type AppointmentKind = 'At Showroom' | 'Over The Call';
export const APPOINTMENT_SUCCESS =
  'Thank you, your appointment request has been sent. We will call you to confirm the time.';

/**
 * "JewelleryConsultation" → "Jewellery Consultation": the API's values (docs/behaviour.md §5.5) are sent, readable
 * words are shown.
 */
export const readable = (value: string) => value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/ And /g, ' and ');

/** Today and a year ahead in the guest's own calendar (the schema accepts from yesterday, UTC). */
function dayRange() {
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const now = new Date();
  return { min: day(now), max: day(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate() - 1)) };
}

/** docs/behaviour.md §2.16, §3.9, §5.5: the appointment form with its zoomable picture; phone exactly 11 digits. */
export function AppointmentForm({ kind }: { kind: AppointmentKind }) {
  const { min, max } = dayRange();
  const specs = {
    fullName: NAME,
    phone: phone(11),
    email: EMAIL,
    date: { label: kind === 'At Showroom' ? 'Preferred Date' : 'Preferred Date for the Call', type: 'date', min, max },
    reason: {
      label: 'Reason',
      kind: 'select',
      options: APPOINTMENT_REASONS.map((v) => ({ value: v, label: readable(v) })),
    },
    message: MESSAGE,
  } satisfies Record<string, FieldSpec>;
  const form = useSchemaForm({
    id: kind === 'At Showroom' ? 'showroom' : 'call',
    initial: blank(['fullName', 'phone', 'email', 'date', 'reason', 'message']),
    schema: AppointmentSchema,
    fixed: { title: kind },
    send: replyOf(sendInquiry, INQUIRY_OK, APPOINTMENT_SUCCESS),
  });
  return (
    <div className="appointment">
      <ZoomPicture
        src="/appointment.svg"
        width={800}
        height={500}
        alt="Our consultation desk: necklaces on display in arched niches, a ring tray, a ring box and a loupe"
      />
      <InquiryForm form={form} label={`Appointment ${kind}`} submit="Request Appointment">
        <FormFields form={form} specs={specs} />
      </InquiryForm>
    </div>
  );
}
