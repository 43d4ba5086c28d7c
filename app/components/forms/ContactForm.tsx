import { CONTACT_REASONS, ContactSchema, INQUIRY_OK } from '../../../core/inquiry-schemas';
import { EMAIL, FormFields, MESSAGE, NAME, phone, plainOptions, type FieldSpec } from './FormFields';
import { InquiryForm } from './InquiryForm';
import { sendInquiry } from './send';
import { useInquiryForm } from './useInquiryForm';

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
  const form = useInquiryForm({
    id: 'contact',
    fields: ['fullName', 'email', 'reason', 'phone', 'message'],
    schema: ContactSchema,
    send: sendInquiry,
    ok: INQUIRY_OK,
    success: CONTACT_SUCCESS,
  });
  return (
    <InquiryForm form={form} label="Contact form" submit="Send Message">
      <FormFields form={form} specs={SPECS} />
    </InquiryForm>
  );
}
