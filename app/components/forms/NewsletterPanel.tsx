import { INQUIRY_OK, NEWSLETTER_SUCCESS, NewsletterSchema } from '../../../core/inquiry-schemas';
import { useT } from '../../lib/i18n';
import { Dialog } from '../Dialog';
import { EMAIL, FormFields, NAME, phone } from './FormFields';
import { InquiryForm } from './InquiryForm';
import { blank } from './form-state';
import { replyOf, sendInquiry } from './send';
import { useSchemaForm } from './useSchemaForm';

/** docs/behaviour.md §2.17 footer: the newsletter side panel 'Be in the know'; loaded only when first opened. */
export default function NewsletterPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const specs = {
    fullName: { ...NAME, label: t('form.fullName'), wide: true },
    phone: { ...phone(), label: t('form.phone'), hint: t('form.phoneHint', { digits: 0 }), wide: true },
    email: { ...EMAIL, label: t('form.email'), wide: true },
  };
  const form = useSchemaForm({
    id: 'newsletter',
    initial: blank(['fullName', 'phone', 'email']),
    schema: NewsletterSchema,
    send: replyOf(sendInquiry, INQUIRY_OK, NEWSLETTER_SUCCESS),
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('footer.newsletterButton')} variant="panel-right">
      <p>
        {t('footer.newsletterLine')} {t('newsletter.private')}
      </p>
      <InquiryForm form={form} label={t('newsletter.form')} submit={t('newsletter.subscribe')}>
        <FormFields form={form} specs={specs} />
      </InquiryForm>
    </Dialog>
  );
}
