import { CONTACT_REASONS, INQUIRY_OK } from '../../../core/inquiry-words';
import type { MessageKey } from '../../../core/messages';
import { useT } from '../../lib/i18n';
import { EMAIL, FormFields, MESSAGE, NAME, phone, type FieldSpec } from './FormFields';
import { InquiryForm } from './InquiryForm';
import { blank } from './form-state';
import { lazySchema } from './lazy-schema';
import { replyOf, sendInquiry } from './send';
import { useSchemaForm } from './useSchemaForm';

/** The reasons' words on the contact page (the value sent is the reason as core names it). */
const REASONS: Record<(typeof CONTACT_REASONS)[number], MessageKey> = {
  'Product Information': 'contact.reasonProduct',
  'My Order': 'contact.reasonOrder',
  'Delivery Option': 'contact.reasonDelivery',
  'Returns & Exchanges': 'contact.reasonReturns',
};

/** core's ContactSchema, loaded with zod after first paint (docs/decisions/041). */
const CONTACT = lazySchema(() => import('../../../core/inquiry-schemas').then((m) => m.ContactSchema));

const FIELDS = ['fullName', 'email', 'reason', 'phone', 'message'] as const;

/**
 * docs/behaviour.md §5.4 contact form: fullName, email, reason, phone (digits), message; sent only when valid. Its
 * words are the contact page's (core/messages/{en,ur}/pages-contact.ts); the rules' messages are looked up by their
 * own words (FieldError, FormMessage) in the shared form words and the page's.
 */
export function ContactForm() {
  const t = useT();
  const form = useSchemaForm({
    id: 'contact',
    initial: blank(FIELDS),
    schema: CONTACT,
    send: replyOf(sendInquiry, INQUIRY_OK, t('contact.success')),
  });
  const specs = {
    fullName: { ...NAME, label: t('contact.fullName') },
    email: { ...EMAIL, label: t('form.email') },
    reason: {
      label: t('contact.reason'),
      kind: 'select',
      options: CONTACT_REASONS.map((value) => ({ value, label: t(REASONS[value]) })),
    },
    phone: { ...phone(), label: t('form.phone'), hint: t('contact.phoneHint') },
    message: { ...MESSAGE, label: t('contact.message') },
  } satisfies Record<(typeof FIELDS)[number], FieldSpec>;
  return (
    <InquiryForm form={form} label={t('contact.form')} submit={t('contact.send')}>
      <FormFields form={form} specs={specs} />
    </InquiryForm>
  );
}
