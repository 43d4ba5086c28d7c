import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { MessageKey } from '../../../core/messages';
import { useT } from '../../lib/i18n';

/** ' (optional)' after a label, in the page's language. */
export function OptionalMark() {
  const t = useT();
  return <span className="optional">{t('form.optional')}</span>;
}

interface Frame {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  hint?: ReactNode;
  /** The control's name: its id unless given (forms that share a page prefix their ids). */
  name?: string;
}

/** What every control gets from its frame: its name, the ids of its hint and message, and whether it is at fault. */
interface Control {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
}

/**
 * A control in its frame: the label above, the hint and the message underneath (shown once touched or after "Show
 * what is missing"). `control` draws it with the frame's props and the rest of the caller's.
 */
function framed<P extends Frame>(
  { id, label, error, optional = false, hint, name, ...rest }: P,
  control: (props: Control & Omit<P, keyof Frame>) => ReactNode,
) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional ? (
          <OptionalMark />
        ) : (
          <span className="req" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {control({
        name: name ?? id,
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': optional ? undefined : true,
        'aria-describedby': described || undefined,
        ...rest,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled input. */
export function Field(props: Frame & Omit<InputHTMLAttributes<HTMLInputElement>, keyof Frame>) {
  return framed(props, (control) => <input {...control} />);
}

/** A labelled select with a first, empty "choose" option; each option shows its label and sends its value. */
export function SelectField({
  options,
  placeholder,
  ...props
}: Frame & {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof Frame>) {
  const t = useT();
  return framed(props, (control) => (
    <select {...control}>
      <option value="">{placeholder ?? t('form.choose')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  ));
}

/** A labelled multi-line text box. */
export function TextAreaField(props: Frame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof Frame>) {
  return framed(props, (control) => <textarea rows={4} {...control} />);
}

/** A tick box with its label beside it and its message underneath (ticking it counts as leaving it). */
export function CheckboxField({
  id,
  label,
  error,
  ...input
}: {
  id: string;
  label: ReactNode;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  return (
    <>
      <div className={`tick${error ? ' has-error' : ''}`}>
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={id} error={error} />
    </>
  );
}

/**
 * One radio button of a group, drawn as a choice: its label, an optional badge (Coming Soon) and a note
 * underneath. The group is the caller's fieldset, so details can sit between its choices.
 */
export function Choice({
  label,
  badge,
  note,
  noteId,
  ...radio
}: {
  label: string;
  badge?: ReactNode;
  note: ReactNode;
  /** Gives the note an id the radio is described by (for a disabled choice, why). */
  noteId?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className={`choice${radio.disabled ? ' disabled' : radio.checked ? ' on' : ''}`}>
      <input type="radio" aria-describedby={noteId} {...radio} />
      <span className="choice-text">
        <span className="choice-label">
          {label}
          {badge ? <> {badge}</> : null}
        </span>
        <span id={noteId} className="choice-note">
          {note}
        </span>
      </span>
    </label>
  );
}

/**
 * The message under a control. The rules write their messages in English (core/); a message the page's words have
 * under those English words (core/messages/{en,ur}/forms.ts) shows in the page's language, any other as it is.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const t = useT();
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {t(error as MessageKey)}
    </p>
  ) : null;
}
