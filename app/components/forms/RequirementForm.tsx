import { useId } from 'react';
import { INQUIRY_OK, RequirementSchema } from '../../../core/inquiry-schemas';
import { EMAIL, FormFields, MESSAGE, NAME, phone } from './FormFields';
import { InquiryForm } from './InquiryForm';
import { blank } from './form-state';
import { replyOf, sendInquiry } from './send';
import { useSchemaForm } from './useSchemaForm';

export const REQUIREMENT_SUCCESS = 'Thank you, your requirement has been sent. We will get back to you soon.';

const SPECS = {
  fullName: { ...NAME, wide: true },
  phone: { ...phone(11), wide: true },
  email: { ...EMAIL, wide: true },
  message: { ...MESSAGE, label: 'Your Requirement', optional: false },
};

/**
 * docs/behaviour.md §2.16, §5.6: the Request Requirement form of a category with no items; the category is sent as the
 * reason.
 */
export default function RequirementForm({ category }: { category: string }) {
  const id = `req${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const form = useSchemaForm({
    id,
    initial: blank(['fullName', 'phone', 'email', 'message']),
    schema: RequirementSchema,
    fixed: { reason: category },
    send: replyOf(sendInquiry, INQUIRY_OK, REQUIREMENT_SUCCESS),
  });
  return (
    <InquiryForm form={form} label={`Request Requirement: ${category}`} submit="Send Requirement" className="compact">
      <FormFields form={form} specs={SPECS} />
    </InquiryForm>
  );
}
