import { lazy, type ReactNode } from 'react';
import { LazyDialog, useLazyDialog } from '../../lib/lazy-dialog';
import { useShopLinks } from '../../lib/i18n';

const AppointmentPanel = lazy(() => import('./AppointmentPanel'));

/**
 * A link that opens the header's Request An Appointment panel (docs/behaviour.md §2.16, §5.5) where a page invites the
 * guest to come in (the old gold and zakat pages, §9.16, §9.17): no form of its own. Without JavaScript it leads to
 * the contact page, the showroom's phones, hours and form (docs/decisions/084). The panel's code loads on the first
 * click.
 */
export function AppointmentLink({ children, className = 'btn' }: { children: ReactNode; className?: string }) {
  const appointment = useLazyDialog();
  const { inShop } = useShopLinks();
  return (
    <>
      <a
        {...inShop('/contact')}
        className={className}
        aria-haspopup="dialog"
        onClick={(e) => {
          e.preventDefault();
          appointment.show();
        }}
      >
        {children}
      </a>
      <LazyDialog dialog={appointment}>
        <AppointmentPanel open={appointment.open} onClose={appointment.close} />
      </LazyDialog>
    </>
  );
}
