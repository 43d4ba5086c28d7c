import { useEffect, useRef, type ReactNode } from 'react';
import { FieldError } from './Field';

/**
 * A labelled file box, one file or several, whose files are a form's value (files.ts `filesOf` binds it to the form
 * kit): its hint, and what is wrong with the files underneath, or in a message elsewhere that `errorId` names (a
 * form's alert).
 */
export function FilesInput({
  id,
  name,
  label,
  hint,
  error,
  errorId,
  className,
  multiple,
  accept,
  capture,
  files,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  errorId?: string;
  /** A class of the frame beside `field` (`photo` lays out a picture box). */
  className?: string;
  multiple?: boolean;
  accept: string;
  /** Which camera a phone opens straight away ('environment': the one facing away), instead of its files. */
  capture?: 'environment' | 'user';
  files: readonly File[];
  onChange: (files: readonly File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // A form emptied by its success empties the box too.
  useEffect(() => {
    if (!files.length && input.current) input.current.value = '';
  }, [files]);
  const below = errorId === undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? (errorId ?? `${id}-error`) : ''].filter(Boolean).join(' ');
  return (
    <div className={['field', className, below && error ? 'has-error' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        multiple={multiple}
        accept={accept}
        capture={capture}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange([...(e.target.files ?? [])])}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {below ? <FieldError id={id} error={error} /> : null}
    </div>
  );
}
