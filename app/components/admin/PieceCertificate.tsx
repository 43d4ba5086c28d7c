import { CERTIFICATE_MAX_BYTES, CERTIFICATE_MIME_TYPES, certificateHref } from '../../../core/trust-record';
import { filesOf, filesRules, multipart, NO_FILES } from '../forms/files';
import { FilesInput } from '../forms/FilesInput';
import { SubmitBar } from '../forms/SubmitBar';
import { useSchemaForm } from '../forms/useSchemaForm';
import { ActionMessage, useAction } from './Action';
import { useRefresh } from './refresh';

/*
 * A piece's certificate file on its page (docs/behaviour.md §11.11, §9.15): sent, replaced or taken away, each
 * audited by the server. The page checks the type and the size; the server checks the bytes.
 */

const MB = CERTIFICATE_MAX_BYTES / 1024 / 1024;

/** Why the chosen file cannot be sent, or null. */
function fileProblem(files: readonly File[]): string | null {
  const [file, ...more] = files;
  if (!file || more.length) return 'Choose the certificate file';
  if (file.type && !(CERTIFICATE_MIME_TYPES as readonly string[]).includes(file.type))
    return `${file.name} must be a JPG, PNG or WebP picture or a PDF`;
  if (file.size > CERTIFICATE_MAX_BYTES) return `${file.name} must be at most ${MB} MB`;
  return null;
}

const RULES = filesRules<{ certificate: readonly File[] }>({ certificate: fileProblem });

export function PieceCertificate({
  tagNo,
  file,
  numbered,
}: {
  tagNo: string;
  /** The stored file's name, or null. */
  file: string | null;
  /** Whether the piece has a certificate number (without one guests are not shown the file). */
  numbered: boolean;
}) {
  const refresh = useRefresh();
  const action = useAction(refresh);
  const path = `/stock/${encodeURIComponent(tagNo)}/certificate`;
  const form = useSchemaForm({
    id: 'certificate',
    initial: { certificate: NO_FILES },
    schema: RULES,
    send: async ({ certificate }) => {
      const out = await action.act('POST', path, multipart({ certificate }), `${tagNo} has its new certificate.`);
      return out.kind === 'done' ? out : { ...out, fields: {} };
    },
  });
  return (
    <section className="admin-card" aria-labelledby="piece-certificate">
      <h2 id="piece-certificate">Certificate file</h2>
      <p className="muted">
        {file ? (
          <>
            <a href={certificateHref(file)} target="_blank" rel="noopener">
              View the certificate<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            {numbered ? '' : '. Guests see it once the piece has its certificate number (above).'}
          </>
        ) : (
          'No certificate file yet.'
        )}
      </p>
      <form noValidate onSubmit={form.submit} aria-label={`Certificate of ${tagNo}`} className="admin-certificate">
        <FilesInput
          {...filesOf(form, 'certificate')}
          label={file ? 'Replace it with' : 'Certificate file'}
          accept={CERTIFICATE_MIME_TYPES.join(',')}
          hint={`A photo or scan (JPG, PNG or WebP) or the lab's PDF, at most ${MB} MB.`}
        />
        <SubmitBar
          valid={form.valid}
          sending={action.busy}
          label="Send the certificate"
          sendingLabel="Sending the certificate…"
          hint="Choose the file to send."
          showMissing={form.showMissing}
        />
      </form>
      {file ? (
        <p>
          <button
            type="button"
            className="btn btn-outline btn-small"
            disabled={action.busy}
            onClick={() => void action.act('DELETE', path, undefined, `${tagNo} has no certificate file now.`)}
          >
            Remove the certificate file
          </button>
        </p>
      ) : null}
      <ActionMessage said={action.said} />
    </section>
  );
}
