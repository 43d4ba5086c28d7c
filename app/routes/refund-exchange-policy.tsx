import { ReturnsPolicy, returnsMeta } from '../components/pages/ReturnsPolicy';

/** docs/behaviour.md §2.2 /Refund&Exchange-policy: the shop's one returns policy, the same as /returnpolicy. */
export const meta = returnsMeta('Refund and Exchange Policy');

export default function RefundExchangePolicy() {
  return <ReturnsPolicy title="Refund and Exchange Policy" />;
}
