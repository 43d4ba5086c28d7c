import { useLocation, useNavigate } from 'react-router';

/**
 * Reads the page again after a change: a navigation to the address already shown runs its loaders again, keeps
 * the scroll position and adds no history entry. React Router's useRevalidator would do the same, but it is
 * bundled with the router in the chunk every storefront page loads; useNavigate and useLocation are there already.
 */
export function useRefresh(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => void navigate(pathname + search, { replace: true, preventScrollReset: true });
}
