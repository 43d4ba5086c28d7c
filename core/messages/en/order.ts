/**
 * The words of an order's own pages (docs/decisions/098), sent by their loaders: the confirmation, how to pay what
 * is still to pay, and the deposit slip sent after checkout.
 */
export default {
  'order.metaTitle': 'Order Confirmed',
  'order.metaDescription':
    'Thank you for your order with {shop}. Your order is confirmed and an e-mail with the details will follow.',
  'order.confirmed': 'Your order is confirmed',
  'order.received': 'Order Received Successfully',
  'order.thanks': 'Thank you for shopping with {shop}.',
  'order.number': 'Your order number is <b>{orderNo}</b>',
  'order.mailFollows': 'We have received your order. An e-mail with the details of your order will follow shortly.',
  'order.keepMail': 'Please keep the e-mail: you will need it if you collect from the showroom.',
  'order.questions': 'Questions about your order? Call <tel>{phone}</tel> or e-mail <mail>{email}</mail>.',
  'order.track': 'Track your order',
  'pay.title': 'How to pay',
  'pay.titlePaid': 'Payment',
  'pay.paidInFull': '<b>Paid in full</b>: thank you, we have received {paid}.',
  'pay.byTransfer': 'Please pay <b>{amount}</b> by bank transfer (online banking, an ATM or at any branch) to:',
  'pay.amount': 'Amount to pay',
  'pay.reference': 'Reference',
  'pay.writeReference':
    'Write your order number <b>{orderNo}</b> as the reference.{paid, select, none {} other { We have received {paid} so far.}}',
  'pay.heldUntil': 'We hold your pieces until <b>{until}</b> (Pakistan time). An order not paid by then is cancelled.',
  'pay.atShowroom': 'Pay at the showroom when you collect: {amount}',
  'pay.onDelivery': 'Pay the courier on delivery: {amount}',
  'pay.stillToPay': 'Still to pay: {amount}',
  'pay.copy': 'Copy',
  'pay.copyWhat': 'Copy {what}',
  'pay.copied': 'Copied',
  'pay.selected': 'Selected',
  'pay.copiedWhat': '{what} copied',
  'pay.selectedWhat': '{what} selected: copy it',
} as const;
