import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../lib/i18n';

/**
 * A real modal dialog (native <dialog> with showModal): the rest of the page is inert, focus stays inside,
 * Escape closes it and focus returns to the control that opened it. A dialog with a form starts on its first field.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  variant = 'modal',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  variant?: 'modal' | 'panel-left' | 'panel-right';
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      // A dialog that holds a form starts on its first field (the robots' hidden field is out of the tab order).
      d.querySelector<HTMLElement>(
        '.dialog-body :is(input, select, textarea):not([type="hidden"]):not([tabindex="-1"])',
      )?.focus();
    }
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${variant}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      <div className="dialog-inner">
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-btn" aria-label={t('dialog.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </dialog>
  );
}
