import { useState } from 'react';
import { SLIP_FIELD, SLIP_LABEL } from '../../../core/how-to-pay';
import { SLIP_OUTCOME_WORDS, type SlipOutcome } from '../../../core/slip-outcomes';
import { PhotoInput } from '../forms/PhotoInput';

/**
 * The status page's deposit slip (docs/behaviour.md §4.16): a plain multipart form posted to the API with the order's
 * status token in its address, so it works before and without the page's script; the API sends the browser back here
 * with the outcome (`slip=`), shown above the file box. With the script, the box checks the file's type and size and
 * previews it, and the button says 'Sending…' while the picture goes.
 */
export function SlipForm({
  token,
  sentAt,
  outcome,
}: {
  token: string;
  /** When the slip the shop has was sent, in words, or null. */
  sentAt: string | null;
  /** The outcome of the last send, from the page's address, or null. */
  outcome: SlipOutcome | null;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const refused = outcome && outcome !== 'sent' ? SLIP_OUTCOME_WORDS[outcome] : undefined;
  return (
    <form
      className="slip-form"
      method="post"
      encType="multipart/form-data"
      action={`/api/sale/slip?token=${encodeURIComponent(token)}`}
      aria-labelledby="slip-title"
      onSubmit={() => setSending(true)}
    >
      <h3 id="slip-title">{sentAt ? 'Your deposit slip' : 'Paid already? Send your deposit slip'}</h3>
      {outcome === 'sent' ? (
        <p role="status" className="form-success">
          {SLIP_OUTCOME_WORDS.sent}
        </p>
      ) : refused && !file ? (
        <p role="alert" className="form-error">
          {refused}
        </p>
      ) : null}
      {sentAt ? (
        <p>
          We have your slip, sent {sentAt}. Send another to replace it, if it was the wrong one or you paid the rest.
        </p>
      ) : (
        <p>
          A photo or scan of the bank&apos;s deposit slip or the app&apos;s receipt helps us find your payment sooner.
        </p>
      )}
      <PhotoInput
        id={SLIP_FIELD}
        label={SLIP_LABEL}
        required
        file={file}
        onChange={setFile}
        hint="JPG, PNG, GIF or WebP, up to 5 MB."
      />
      <button className="btn" type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Sending…' : 'Send slip'}
      </button>
    </form>
  );
}
