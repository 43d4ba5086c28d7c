import { data } from 'react-router';
import { backOfficeLoader } from '../../lib/admin-access';

/** An unknown back-office path, for a signed-in member (without a session it went to the sign-in page). */
export const loader = backOfficeLoader('member', () => {
  throw data(null, { status: 404 });
});

export default function AdminNotFound() {
  return null;
}
