import { INQUIRY_OK, NEWSLETTER_SUCCESS, NewsletterSchema } from '../../../core/inquiry-schemas';
import { Dialog } from '../Dialog';
import { EMAIL, FormFields, NAME, phone } from './FormFields';
import { InquiryForm } from './InquiryForm';
import { blank } from './form-state';
import { replyOf, sendInquiry } from './send';
import { useSchemaForm } from './useSchemaForm';

const SPECS = { fullName: { ...NAME, wide: true }, phone: { ...phone(), wide: true }, email: { ...EMAIL, wide: true } };

/** docs/behaviour.md §2.17 footer: the newsletter side panel 'Be in the know'; loaded only when first opened. */
export default function NewsletterPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useSchemaForm({
    id: 'newsletter',
    initial: blank(['fullName', 'phone', 'email']),
    schema: NewsletterSchema,
    send: replyOf(sendInquiry, INQUIRY_OK, NEWSLETTER_SUCCESS),
  });
  return (
    <Dialog open={open} onClose={onClose} title="Be in the know" variant="panel-right">
      <p>New collections, gold rate news and showroom events, a few times a year. We never share your details.</p>
      <InquiryForm form={form} label="Newsletter sign-up" submit="Subscribe">
        <FormFields form={form} specs={SPECS} />
      </InquiryForm>
    </Dialog>
  );
}
