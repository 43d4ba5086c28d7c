import { data } from 'react-router';

/** An unknown back-office path, for a signed-in member (without a session it went to the sign-in page). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
