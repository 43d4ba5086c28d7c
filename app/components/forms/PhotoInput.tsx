import { useEffect, useRef, useState } from 'react';
import { IMAGE_PREVIEW_PX } from '../../../core/constants';
import { notAPicture, tooLarge, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../core/upload-rules';
import { useT } from '../../lib/i18n';
import { FieldError, OptionalMark } from './Field';

/** Why a chosen file is refused on the page, or null when it may be sent (the server checks it again by content). */
export function photoProblem(label: string, f: { type: string; size: number }): string | null {
  const problem = photoRule(f);
  return problem === 'form.notAPicture' ? notAPicture(label) : problem ? tooLarge(label) : null;
}

/** The rule a chosen file breaks, as the page's words name it, or null. */
const photoRule = (f: { type: string; size: number }) =>
  !UPLOAD_MIME_TYPES.includes(f.type) ? 'form.notAPicture' : f.size > UPLOAD_MAX_BYTES ? 'form.tooLarge' : null;

/**
 * A picture (deposit slip, hand or ring photo), optional unless `required`, previewed at 100 px (docs/behaviour.md
 * §9.5), with a remove control.
 */
export function PhotoInput({
  id,
  name,
  label,
  hint,
  file,
  onChange,
  serverError,
  required = false,
}: {
  id: string;
  name?: string;
  label: string;
  hint: string;
  file: File | null;
  onChange: (f: File | null) => void;
  serverError?: string;
  /** A form sent only with a picture (the status page's slip): the browser asks for one before sending. */
  required?: boolean;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const choose = (f: File | undefined) => {
    const rule = f ? photoRule(f) : null;
    const problem = rule ? t(rule, { label, mb: UPLOAD_MAX_BYTES / 1024 / 1024 }) : null;
    setError(problem);
    if (problem && input.current) input.current.value = '';
    onChange(f && !problem ? f : null);
  };
  // Removing the picture (or a form that resets) empties the file box too. As the component starts, a picture chosen
  // before the page's script ran is in the box but not in the form: it is taken in instead.
  const started = useRef(false);
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const early = started.current ? undefined : box.files?.[0];
    started.current = true;
    if (early && !file) choose(early);
    else if (!file) box.value = '';
  }, [file]);
  const shown = error ?? serverError;
  return (
    <div className={`field photo${shown ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? null : <OptionalMark />}
      </label>
      <input
        ref={input}
        id={id}
        name={name ?? id}
        type="file"
        accept={UPLOAD_MIME_TYPES.join(',')}
        required={required || undefined}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <FieldError id={id} error={shown} />
      {file && preview ? (
        <figure className="photo-preview">
          <img
            src={preview}
            alt={t('form.previewOf', { name: file.name })}
            width={IMAGE_PREVIEW_PX}
            height={IMAGE_PREVIEW_PX}
            style={{ width: IMAGE_PREVIEW_PX, height: IMAGE_PREVIEW_PX }}
          />
          <figcaption>
            <span className="photo-name">{file.name}</span>
            <button type="button" className="link-btn" onClick={() => choose(undefined)}>
              {t('form.removeFile', { what: label.toLowerCase() })}
            </button>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
