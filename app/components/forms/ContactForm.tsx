import { CONTACT_REASONS, INQUIRY_OK } from '../../../core/inquiry-words';
import { EMAIL, FormFields, MESSAGE, NAME, phone, plainOptions, type FieldSpec } from './FormFields';
import { InquiryForm } from './InquiryForm';
import { blank } from './form-state';
import { lazySchema } from './lazy-schema';
import { replyOf, sendInquiry } from './send';
import { useSchemaForm } from './useSchemaForm';

export const CONTACT_SUCCESS = 'Thank you, your message has been sent. We will reply within a day.';

const SPECS = {
  fullName: NAME,
  email: EMAIL,
  reason: { label: 'Reason', kind: 'select', options: plainOptions(CONTACT_REASONS) },
  phone: phone(),
  message: MESSAGE,
} satisfies Record<string, FieldSpec>;

/** core's ContactSchema, loaded with zod after first paint (docs/decisions/041). */
const CONTACT = lazySchema(() => import('../../../core/inquiry-schemas').then((m) => m.ContactSchema));

/** docs/behaviour.md §5.4 contact form: fullName, email, reason, phone (digits), message; sent only when valid. */
export function ContactForm() {
  const form = useSchemaForm({
    id: 'contact',
    initial: blank(['fullName', 'email', 'reason', 'phone', 'message']),
    schema: CONTACT,
    send: replyOf(sendInquiry, INQUIRY_OK, CONTACT_SUCCESS),
  });
  return (
    <InquiryForm form={form} label="Contact form" submit="Send Message">
      <FormFields form={form} specs={SPECS} />
    </InquiryForm>
  );
}
