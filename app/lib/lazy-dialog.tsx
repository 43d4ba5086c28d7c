import { Suspense, useState, type ReactNode } from 'react';

/**
 * The one way to show a dialog (or an inline panel) whose code loads the first time it is opened: the dialog is a
 * `lazy()` component declared beside its opener (so its code stays out of the page's first-load JS), its state
 * comes from `useLazyDialog()`, and it is rendered inside `<LazyDialog>`, which mounts it on the first opening
 * and keeps it mounted afterwards (so it keeps what was typed).
 */
export function useLazyDialog() {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  return {
    mounted: state !== 'never',
    open: state === 'open',
    show: () => setState('open'),
    close: () => setState('closed'),
  };
}

export type LazyDialogState = ReturnType<typeof useLazyDialog>;

/** Renders `children` (the lazy dialog, given `open` and `close`) once `dialog` has been opened. */
export function LazyDialog({
  dialog,
  fallback,
  children,
}: {
  dialog: LazyDialogState;
  /** Shown while the code loads (a dialog shows nothing; an inline panel may say it is loading). */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return dialog.mounted ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}
