import { useId } from 'react';
import { INQUIRY_OK, RequirementSchema } from '../../../core/inquiry-schemas';
import { useT } from '../../lib/i18n';
import { EMAIL, FormFields, MESSAGE, NAME, phone } from './FormFields';
import { InquiryForm } from './InquiryForm';
import { blank } from './form-state';
import { replyOf, sendInquiry } from './send';
import { useSchemaForm } from './useSchemaForm';

/**
 * docs/behaviour.md §2.16, §5.6: the Request Requirement form of a category with no items; the category is sent as the
 * reason.
 */
export default function RequirementForm({ category }: { category: string }) {
  const t = useT();
  const id = `req${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const form = useSchemaForm({
    id,
    initial: blank(['fullName', 'phone', 'email', 'message']),
    schema: RequirementSchema,
    fixed: { reason: category },
    send: replyOf(sendInquiry, INQUIRY_OK, t('soon.sent')),
  });
  const specs = {
    fullName: { ...NAME, label: t('form.fullName'), wide: true },
    phone: { ...phone(11), label: t('form.phone'), hint: t('form.phoneHint', { digits: 11 }), wide: true },
    email: { ...EMAIL, label: t('form.email'), wide: true },
    message: { ...MESSAGE, label: t('soon.yourRequirement'), optional: false },
  };
  return (
    <InquiryForm form={form} label={t('soon.formLabel', { category })} submit={t('soon.send')} className="compact">
      <FormFields form={form} specs={specs} />
    </InquiryForm>
  );
}
