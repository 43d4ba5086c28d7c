import { ReturnsPolicy, returnsMeta } from '../components/pages/ReturnsPolicy';

/** docs/behaviour.md §2.2 /returnpolicy: the shop's one returns policy, the same as /Refund&Exchange-policy. */
export const meta = returnsMeta('Return Policy');

export default function ReturnPolicy() {
  return <ReturnsPolicy title="Return Policy" />;
}
