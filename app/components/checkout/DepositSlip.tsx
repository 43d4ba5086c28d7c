import { PhotoInput } from '../forms/PhotoInput';

/** The optional deposit slip (docs/behaviour.md §4.5): a picture, previewed at 100 px (§9.5), with a remove control. */
export function DepositSlip({
  file,
  onChange,
  serverError,
}: {
  file: File | null;
  onChange: (f: File | null) => void;
  serverError?: string;
}) {
  return (
    <PhotoInput
      id="depositSlip"
      label="Deposit slip"
      file={file}
      onChange={onChange}
      serverError={serverError}
      hint="A photo or scan of your deposit slip: JPG, PNG, GIF or WebP, up to 5 MB."
    />
  );
}
