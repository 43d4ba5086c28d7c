import type { Locale } from '../../core/locale';
import { formatPattern } from '../../core/message-format';
import { CATALOGUES } from '../../core/messages';
import type { NotOffered, PaymentNotes, PaymentOptions } from '../../core/payment-options';
import { formatPKR } from '../../core/format';

/**
 * The words under the checkout's ways to pay (core/payment-options.ts `paymentNotes`) in a language, from the
 * checkout's catalogue: made by its loader, so the page's script carries none of them (docs/decisions/098).
 */
export function paymentNotesIn(locale: Locale, settings: PaymentOptions): PaymentNotes {
  const words = CATALOGUES[locale];
  const say = (key: string, values?: Record<string, string>) => formatPattern(words[key] ?? key, values);
  const limit = formatPKR(settings.cashOnDeliveryLimit);
  const note = (why: NotOffered): string =>
    why === 'collect-only'
      ? say('checkout.payCollectOnly')
      : why === 'pakistan-only'
        ? say('checkout.payPakistanOnly')
        : why === 'over-limit'
          ? say('checkout.payOverLimit', { limit })
          : why === 'coming-soon'
            ? say('checkout.payComingSoon')
            : say('checkout.payNotNow');
  const reasons: NotOffered[] = ['off', 'collect-only', 'pakistan-only', 'over-limit', 'coming-soon', 'unknown'];
  const byReason = (f: (r: NotOffered) => string) =>
    Object.fromEntries(reasons.map((r) => [r, f(r)])) as Record<NotOffered, string>;
  const labels = { pay_at_showroom: say('checkout.payShowroom'), cash_on_delivery: say('checkout.payOnDelivery') };
  // English reads the note inside the sentence ('… is only for …'); Urdu has no capitals, so this changes nothing there.
  const inSentence = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
  const fellBack = (way: keyof typeof labels) =>
    byReason((r) => say('checkout.payFellBack', { way: labels[way], note: inSentence(note(r)) }));
  return {
    notOffered: byReason(note),
    labels,
    fellBack: { pay_at_showroom: fellBack('pay_at_showroom'), cash_on_delivery: fellBack('cash_on_delivery') },
    pay_at_showroom: say('checkout.payShowroomNote'),
    cash_on_delivery: say('checkout.payOnDeliveryNote', { limit }),
  };
}
