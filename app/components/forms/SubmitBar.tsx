import { useT } from '../../lib/i18n';

/**
 * A form's submit button and, while the form is invalid, the line that says so with a way to see what is missing
 * (docs/behaviour.md §4.8): disabled while invalid or sending, busy while sending.
 */
export function SubmitBar({
  valid,
  sending,
  label,
  sendingLabel,
  hint,
  showMissing,
  wide = false,
  quiet = false,
}: {
  valid: boolean;
  sending: boolean;
  /** The button's words, e.g. "Send Message". */
  label: string;
  sendingLabel?: string;
  /** What to do to send, shown while the form is invalid. */
  hint: string;
  showMissing: () => void;
  /** The button spans its column (checkout). */
  wide?: boolean;
  /** An outlined button, for a secondary action beside the main one. */
  quiet?: boolean;
}) {
  const t = useT();
  return (
    <>
      <button
        type="submit"
        className={['btn', wide ? 'btn-block' : '', quiet ? 'btn-outline' : ''].filter(Boolean).join(' ')}
        disabled={!valid || sending}
        aria-busy={sending || undefined}
      >
        {sending ? (sendingLabel ?? t('form.sending')) : label}
      </button>
      {!valid && !sending ? (
        <p className={wide ? 'muted form-hint form-hint-centred' : 'muted form-hint'}>
          {hint}{' '}
          {/* Pressing it must not blur the field first: a message appearing there would move the button away. */}
          <button type="button" className="link-btn" onMouseDown={(e) => e.preventDefault()} onClick={showMissing}>
            {t('form.showMissing')}
          </button>
        </p>
      ) : null}
    </>
  );
}
