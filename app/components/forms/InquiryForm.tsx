import type { ReactNode } from 'react';
import { HONEYPOT_FIELD } from '../../../core/inquiry-words';
import type { MessageKey } from '../../../core/messages';
import { useT } from '../../lib/i18n';
import { SubmitBar } from './SubmitBar';
import type { FormFrameState, Status } from './useSchemaForm';

/**
 * docs/behaviour.md §8.3 with docs/decisions/011: success is an inline status, anything else an inline alert (no alert
 * boxes). A message the page's words have under its English words (a lost connection) shows in the page's language.
 */
export function FormMessage({ status, message }: { status: Status; message: string }) {
  const t = useT();
  const words = t(message as MessageKey);
  return (
    <>
      <div role="status" className="form-message">
        {status === 'done' ? <p className="form-success">{words}</p> : null}
      </div>
      <div role="alert" className="form-message">
        {status === 'failed' ? <p className="form-alert">{words}</p> : null}
      </div>
    </>
  );
}

/** The field only robots fill: off-screen, out of the tab order, hidden from screen readers. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={id}>Leave this empty</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/**
 * An inquiry form: its fields, the honeypot, the reply, and a submit button that is disabled while the
 * form is invalid (docs/behaviour.md §4.8) or sending, with a way to see what is missing.
 */
export function InquiryForm({
  form,
  label,
  submit,
  hint,
  children,
  className = '',
}: {
  form: FormFrameState;
  /** The form's accessible name, e.g. "Contact form". */
  label: string;
  /** The submit button's words, e.g. "Send Message". */
  submit: string;
  /** What to do to send, shown while the form is invalid (the shared words in the page's language unless given). */
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  const sending = form.status === 'sending';
  return (
    <form
      className={`inquiry-form ${className}`}
      aria-label={label}
      noValidate
      onSubmit={form.submit}
      aria-busy={sending || undefined}
    >
      {children}
      <Honeypot id={form.idOf(HONEYPOT_FIELD)} {...form.honeypot} />
      <FormMessage status={form.status} message={form.message} />
      <div className="form-actions">
        <SubmitBar
          valid={form.valid}
          sending={sending}
          label={submit}
          hint={hint ?? t('form.fillRequired')}
          showMissing={form.showMissing}
        />
      </div>
    </form>
  );
}
