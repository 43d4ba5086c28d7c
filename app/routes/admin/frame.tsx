import { Outlet } from 'react-router';
import adminCss from '../../admin.css?url';

/** Every back-office page, signed in or not: its own stylesheet, never loaded by the storefront. */
export const links = () => [{ rel: 'stylesheet', href: adminCss }];

export default function AdminFrame() {
  return <Outlet />;
}
