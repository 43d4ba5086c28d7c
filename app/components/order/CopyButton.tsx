import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';

/**
 * A button that copies one detail of how to pay (docs/behaviour.md §4.16) and says 'Copied' for two seconds. Where the
 * browser gives the page no clipboard (an address without https), the detail's own text is selected instead, ready for
 * the phone's copy; without the page's script the details are plain text, selectable as they are.
 */
export function CopyButton({ text, what, target }: { text: string; what: string; target: string }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'selected'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(t);
  }, [state]);
  const select = () => {
    const shown = document.getElementById(target);
    const selection = window.getSelection();
    if (shown && selection) selection.selectAllChildren(shown);
    setState('selected');
  };
  const copy = () => {
    if (!navigator.clipboard) return select();
    navigator.clipboard.writeText(text).then(() => setState('copied'), select);
  };
  return (
    <>
      <button type="button" className="copy-btn" aria-label={t('pay.copyWhat', { what })} onClick={copy}>
        {state === 'copied' ? t('pay.copied') : state === 'selected' ? t('pay.selected') : t('pay.copy')}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {state === 'copied'
          ? t('pay.copiedWhat', { what })
          : state === 'selected'
            ? t('pay.selectedWhat', { what })
            : ''}
      </span>
    </>
  );
}
