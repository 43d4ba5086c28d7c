import { INQUIRY_OK } from '../../../core/inquiry-words';
import { useT, type Translate } from '../../lib/i18n';
import { EMAIL, FormFields, MESSAGE, NAME, phone } from '../forms/FormFields';
import { InquiryForm } from '../forms/InquiryForm';
import { blank } from '../forms/form-state';
import { lazySchema } from '../forms/lazy-schema';
import { replyOf, sendInquiry } from '../forms/send';
import { useSchemaForm } from '../forms/useSchemaForm';

/** The two forms' boxes, labelled in the page's language. */
function specsIn(t: Translate) {
  const phone10 = { ...phone(10), hint: t('giftCard.phoneHint') };
  return {
    buyer: {
      fullName: { ...NAME, label: t('giftCard.fullName') },
      phone: { ...phone10, label: t('form.phone') },
      email: { ...EMAIL, label: t('form.email'), wide: true },
      message: { ...MESSAGE, label: t('giftCard.message') },
    },
    receiver: {
      ReceiverName: { ...NAME, label: t('giftCard.receiverName'), autoComplete: 'off' },
      Receiverphone: { ...phone10, label: t('giftCard.receiverPhone'), autoComplete: 'off' },
      Receiveremail: { ...EMAIL, label: t('giftCard.receiverEmail'), autoComplete: 'off', wide: true },
      message: { ...MESSAGE, label: t('giftCard.receiverMessage') },
    },
  };
}

/** core's two gift card schemas, loaded with zod after first paint (docs/decisions/041). */
const schemas = () => import('../../../core/inquiry-schemas');
const GIFT_CARD = lazySchema(() => schemas().then((m) => m.GiftCardSchema));
const RECEIVER_CARD = lazySchema(() => schemas().then((m) => m.ReceiverSchema));

/**
 * The gift card page's two forms (docs/behaviour.md §2.15, §3.9, §5.8), each with its own submit and both with the
 * amount of step 1. The receiver's form is checked on the receiver's own values (the old storefront read the first
 * form's: a defect).
 */
export function useGiftCardForms(amount: string) {
  const t = useT();
  const specs = specsIn(t);
  const buyer = useSchemaForm({
    id: 'gift',
    initial: blank(['fullName', 'phone', 'email', 'message']),
    schema: GIFT_CARD,
    fixed: { amount },
    send: replyOf(sendInquiry, INQUIRY_OK, t('giftCard.sent')),
    extraFields: ['amount'],
  });
  const receiver = useSchemaForm({
    id: 'receiver',
    initial: blank(['ReceiverName', 'Receiverphone', 'Receiveremail', 'message']),
    schema: RECEIVER_CARD,
    fixed: { amount },
    send: replyOf(sendInquiry, INQUIRY_OK, t('giftCard.receiverSent')),
    extraFields: ['amount'],
  });
  const amountError = buyer.errorOf('amount') ?? receiver.errorOf('amount');
  const buyerForm = (
    <InquiryForm form={buyer} label={t('giftCard.yourForm')} submit={t('giftCard.sendMine')}>
      <FormFields form={buyer} specs={specs.buyer} />
    </InquiryForm>
  );
  const receiverForm = (
    <InquiryForm form={receiver} label={t('giftCard.receiverForm')} submit={t('giftCard.sendReceiver')}>
      <FormFields form={receiver} specs={specs.receiver} />
    </InquiryForm>
  );
  return { amountError, buyerForm, receiverForm };
}
