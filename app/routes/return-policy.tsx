import { ReturnsPolicy, returnsMeta } from '../components/pages/ReturnsPolicy';
import { wordsOfPage } from '../lib/messages.server';
import type { Route } from './+types/return-policy';

/** docs/behaviour.md §2.2 /returnpolicy: the shop's one returns policy, the same as /Refund&Exchange-policy. */
export const loader = ({ request }: Route.LoaderArgs) => wordsOfPage(request, 'returns');
export const meta = returnsMeta('returns.returnTitle');

export default function ReturnPolicy() {
  return <ReturnsPolicy title="returns.returnTitle" />;
}
