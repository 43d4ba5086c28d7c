import { CONTACT_REASONS, ContactSchema, INQUIRY_OK } from '../../../core/inquiry-schemas';
import { EMAIL, FormFields, MESSAGE, NAME, phone, plainOptions, type FieldSpec } from './FormFields';
import { InquiryForm } from './InquiryForm';
import { blank } from './form-state';
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

/** docs/behaviour.md §5.4 contact form: fullName, email, reason, phone (digits), message; sent only when valid. */
export function ContactForm() {
  const form = useSchemaForm({
    id: 'contact',
    initial: blank(['fullName', 'email', 'reason', 'phone', 'message']),
    schema: ContactSchema,
    send: replyOf(sendInquiry, INQUIRY_OK, CONTACT_SUCCESS),
  });
  return (
    <InquiryForm form={form} label="Contact form" submit="Send Message">
      <FormFields form={form} specs={SPECS} />
    </InquiryForm>
  );
}
