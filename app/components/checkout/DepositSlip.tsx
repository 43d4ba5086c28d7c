import { useEffect, useRef, useState } from 'react';
import { IMAGE_PREVIEW_PX } from '../../../core/constants';
import { FieldError } from './Field';

export const SLIP_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;

/** The optional deposit slip (spec §4): a picture, previewed at 100 px (spec §9), with a remove control. */
export function DepositSlip({ file, onChange, serverError }: { file: File | null; onChange: (f: File | null) => void; serverError?: string }) {
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
    setError(null);
    if (!f) return onChange(null);
    if (!SLIP_TYPES.includes(f.type)) setError('Deposit slip must be a JPG, PNG, GIF or WebP picture');
    else if (f.size > SLIP_MAX_BYTES) setError('Deposit slip must be at most 5 MB');
    else return onChange(f);
    if (input.current) input.current.value = '';
    onChange(null);
  };
  const shown = error ?? serverError;
  return (
    <div className={`field slip${shown ? ' has-error' : ''}`}>
      <label htmlFor="depositSlip">Deposit slip<span className="optional"> (optional)</span></label>
      <input ref={input} id="depositSlip" type="file" accept={SLIP_TYPES.join(',')}
        aria-describedby={shown ? 'depositSlip-hint depositSlip-error' : 'depositSlip-hint'}
        onChange={(e) => choose(e.target.files?.[0])} />
      <p id="depositSlip-hint" className="field-hint">A photo or scan of your deposit slip: JPG, PNG, GIF or WebP, up to 5 MB.</p>
      <FieldError id="depositSlip" error={shown} />
      {file && preview ? (
        <figure className="slip-preview">
          <img src={preview} alt={`Preview of ${file.name}`} width={IMAGE_PREVIEW_PX} height={IMAGE_PREVIEW_PX}
            style={{ width: IMAGE_PREVIEW_PX, height: IMAGE_PREVIEW_PX }} />
          <figcaption>
            <span className="slip-name">{file.name}</span>
            <button type="button" className="link-btn" onClick={() => {
              if (input.current) input.current.value = '';
              setError(null);
              onChange(null);
            }}>Remove deposit slip</button>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
