import { INQUIRY_OK } from '../../../core/inquiry-words';
import { EMAIL, FormFields, MESSAGE, NAME, phone } from '../forms/FormFields';
import { InquiryForm } from '../forms/InquiryForm';
import { blank } from '../forms/form-state';
import { lazySchema } from '../forms/lazy-schema';
import { replyOf, sendInquiry } from '../forms/send';
import { useSchemaForm } from '../forms/useSchemaForm';

export const GIFT_SUCCESS = 'Thank you, your gift card request has been sent. We will call you to arrange payment.';
export const RECEIVER_SUCCESS =
  "Thank you, the receiver's details have been sent. We will deliver the gift card to them.";

const BUYER = { fullName: NAME, phone: phone(10), email: { ...EMAIL, wide: true }, message: MESSAGE };
const RECEIVER = {
  ReceiverName: { ...NAME, label: "Receiver's Name", autoComplete: 'off' },
  Receiverphone: { ...phone(10, "Receiver's Phone"), autoComplete: 'off' },
  Receiveremail: { ...EMAIL, label: "Receiver's Email", autoComplete: 'off', wide: true },
  message: { ...MESSAGE, label: 'Message for the receiver' },
};

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
  const buyer = useSchemaForm({
    id: 'gift',
    initial: blank(['fullName', 'phone', 'email', 'message']),
    schema: GIFT_CARD,
    fixed: { amount },
    send: replyOf(sendInquiry, INQUIRY_OK, GIFT_SUCCESS),
    extraFields: ['amount'],
  });
  const receiver = useSchemaForm({
    id: 'receiver',
    initial: blank(['ReceiverName', 'Receiverphone', 'Receiveremail', 'message']),
    schema: RECEIVER_CARD,
    fixed: { amount },
    send: replyOf(sendInquiry, INQUIRY_OK, RECEIVER_SUCCESS),
    extraFields: ['amount'],
  });
  const amountError = buyer.errorOf('amount') ?? receiver.errorOf('amount');
  const buyerForm = (
    <InquiryForm form={buyer} label="Your details" submit="Send My Details">
      <FormFields form={buyer} specs={BUYER} />
    </InquiryForm>
  );
  const receiverForm = (
    <InquiryForm form={receiver} label="Receiver details" submit="Send Receiver Details">
      <FormFields form={receiver} specs={RECEIVER} />
    </InquiryForm>
  );
  return { amountError, buyerForm, receiverForm };
}
