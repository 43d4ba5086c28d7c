import { ReturnsPolicy, returnsMeta } from '../components/pages/ReturnsPolicy';
import { wordsOfPage } from '../lib/messages.server';
import type { Route } from './+types/refund-exchange-policy';

/** docs/behaviour.md §2.2 /Refund&Exchange-policy: the shop's one returns policy, the same as /returnpolicy. */
export const loader = ({ request }: Route.LoaderArgs) => wordsOfPage(request, 'returns');
export const meta = returnsMeta('returns.refundTitle');

export default function RefundExchangePolicy() {
  return <ReturnsPolicy title="returns.refundTitle" />;
}
