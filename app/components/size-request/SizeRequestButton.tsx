import { lazy } from 'react';
import { LazyDialog, useLazyDialog } from '../../lib/lazy-dialog';
import type { SizeKind } from './kinds';

const SizeRequestDialog = lazy(() => import('./SizeRequestDialog'));

/** The size guides' call to action: a button opening the request form in a modal, loaded when first opened. */
export function SizeRequestButton({ kind, label }: { kind: SizeKind; label: string }) {
  const dialog = useLazyDialog();
  return (
    <div className="size-help">
      <button type="button" className="btn" aria-haspopup="dialog" onClick={dialog.show}>
        {label}
      </button>
      <span className="size-help-note">
        Send us your measurements and we will confirm the right size before we make or send your piece.
      </span>
      <LazyDialog dialog={dialog}>
        <SizeRequestDialog kind={kind} title={label} open={dialog.open} onClose={dialog.close} />
      </LazyDialog>
    </div>
  );
}
