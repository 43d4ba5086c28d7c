import { lazy } from 'react';
import { useT } from '../../lib/i18n';
import { LazyDialog, useLazyDialog } from '../../lib/lazy-dialog';
import type { SizeKind } from './kinds';

const SizeRequestDialog = lazy(() => import('./SizeRequestDialog'));

/** The size guides' call to action: a button opening the request form in a modal, loaded when first opened. */
export function SizeRequestButton({ kind, label }: { kind: SizeKind; label: string }) {
  const dialog = useLazyDialog();
  const t = useT();
  return (
    <div className="size-help">
      <button type="button" className="btn" aria-haspopup="dialog" onClick={dialog.show}>
        {label}
      </button>
      <span className="size-help-note">{t('sizeChart.helpNote')}</span>
      <LazyDialog dialog={dialog}>
        <SizeRequestDialog kind={kind} title={label} open={dialog.open} onClose={dialog.close} />
      </LazyDialog>
    </div>
  );
}
