import { useState } from 'react';
import { SLIP_FIELD } from '../../../core/how-to-pay';
import type { SlipOutcome } from '../../../core/slip-outcomes';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../../core/upload-rules';
import { useShopLinks, useT } from '../../lib/i18n';
import { PhotoInput } from '../forms/PhotoInput';

const MB = UPLOAD_MAX_BYTES / 1024 / 1024;

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
  const t = useT();
  const { locale } = useShopLinks();
  const said = (o: SlipOutcome) =>
    t('slip.outcome', { outcome: o.replaceAll('-', '_'), mb: MB, mp: UPLOAD_MAX_PIXELS / 1_000_000 });
  const refused = outcome && outcome !== 'sent' ? said(outcome) : undefined;
  return (
    <form
      className="slip-form"
      method="post"
      encType="multipart/form-data"
      action={`/api/sale/slip?token=${encodeURIComponent(token)}${locale === 'en' ? '' : `&lang=${locale}`}`}
      aria-labelledby="slip-title"
      onSubmit={() => setSending(true)}
    >
      <h3 id="slip-title">{t(sentAt ? 'slip.titleSent' : 'slip.title')}</h3>
      {outcome === 'sent' ? (
        <p role="status" className="form-success">
          {said('sent')}
        </p>
      ) : refused && !file ? (
        <p role="alert" className="form-error">
          {refused}
        </p>
      ) : null}
      <p>{sentAt ? t('slip.have', { sentAt }) : t('slip.helps')}</p>
      <PhotoInput
        id={SLIP_FIELD}
        label={t('pay.slip')}
        required
        file={file}
        onChange={setFile}
        hint={t('slip.hint', { mb: MB })}
      />
      <button className="btn" type="submit" disabled={sending} aria-busy={sending || undefined}>
        {t(sending ? 'slip.sending' : 'slip.send')}
      </button>
    </form>
  );
}
