import { TEST_METHODS } from '../../../core/trust-record';
import { useEffect, useState } from 'react';
import { data, useSearchParams } from 'react-router';
import {
  describeError,
  ImportPageQuerySchema,
  ImportStatusSchema,
  confirmedRun,
  removableOf,
  secondsLeft,
  summaryLine,
  ZIP_LIMITS,
  type ImportReport,
  type ImportStatus,
  type RunImport,
} from '../../../core/stock-import-schemas';
import { AdminTable } from '../../components/admin/AdminTable';
import { adminApi } from '../../components/admin/admin-api';
import { CheckboxField, Field } from '../../components/forms/Field';
import { filesOf, filesRules, multipart, NO_FILES } from '../../components/forms/files';
import { FilesInput } from '../../components/forms/FilesInput';
import { LOST_CONNECTION, type Outcome } from '../../components/forms/form-state';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import type { ApiAnswer } from '../../lib/api';
import type { Route } from './+types/stock-import';
import { backOfficeLoader } from '../../lib/admin-access';

export const meta = () => [{ title: 'Import stock | Zewar back office' }];

/**
 * docs/behaviour.md §11.12: the import the address names (the page names the one it starts, so that a reload finds
 * it again, whatever other imports ran since), or the latest; and whether the member may remove the pieces a file
 * does not list (the owner alone, docs/decisions/073; the API refuses staff as well).
 */
export const loader = backOfficeLoader('member', async ({ request }: Route.LoaderArgs, { backOffice, member }) => {
  const q = ImportPageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!q.success) throw data(q.error.issues.map((i) => i.message).join('; '), { status: 400 });
  const shown = await backOffice.importStatus(q.data.import);
  if (!shown && q.data.import !== undefined) throw data(`No stock import number ${q.data.import}`, { status: 404 });
  return { latest: shown, mayRemove: member.role === 'owner' };
});

const API = '/stock-imports';
/**
 * The pictures and videos a piece may show, or one .zip of them, written out: core/constants.ts VIDEO_EXTENSIONS is in
 * the storefront's entry chunk, which would grow by an export to this page for it (the storefront's pages measured).
 */
const PICTURES_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,video/ogg,.zip,application/zip';
/** How many missing pictures the page names; the rest are counted. */
const SHOWN = 12;
const running = (s: ImportStatus | null) => s?.state === 'checking' || s?.state === 'importing';

/** An answer of the import API as its schema reads it, or what went wrong: the API's message as it came. */
function statusFrom(answer: ApiAnswer): ImportStatus | string {
  const parsed = ImportStatusSchema.safeParse(answer.json);
  if (answer.ok && parsed.success) return parsed.data;
  const said = (answer.json as { message?: unknown } | null)?.message;
  return typeof said === 'string' ? said : LOST_CONNECTION;
}

/** What became of a send whose answer the page shows itself (in its alert, or as the import's state). */
const outcome = (failure: string | null): Outcome =>
  failure === null ? { kind: 'done', message: '' } : { kind: 'failed', message: failure, fields: {} };

const wait = (s: number | null) =>
  s === null ? '' : s < 60 ? `about ${s} s left` : `about ${Math.ceil(s / 60)} min left`;

/** The file and its pictures: nothing to check before the send but that a file is chosen, said in the form's alert. */
const UPLOAD = filesRules<{ file: readonly File[]; pictures: readonly File[] }>({});

function Upload({ onSent }: { onSent: (s: ImportStatus) => void }) {
  const form = useSchemaForm({
    id: 'import',
    initial: { file: NO_FILES, pictures: NO_FILES },
    schema: UPLOAD,
    send: async (files) => {
      if (!files.file.length) return outcome('Choose the stock file to check');
      const out = statusFrom(await adminApi('POST', API, multipart(files)));
      if (typeof out === 'string') return outcome(out);
      onSent(out);
      return outcome(null);
    },
  });
  const busy = form.status === 'sending';
  const error = form.status === 'failed' ? form.message : undefined;
  return (
    <form className="admin-card admin-form" onSubmit={form.submit} noValidate>
      <h2>Check a file</h2>
      <p className="muted">
        The point of sale&apos;s export, CSV (commas or semicolons) or JSON, and the pictures its rows name (several
        files or one .zip of at most {ZIP_LIMITS.pictures.toLocaleString('en')} pictures, {ZIP_LIMITS.bytes / 1024 ** 3}{' '}
        GB unpacked). Checking changes nothing: it shows what an import would do.
      </p>
      <p className="muted">
        Optional columns give a piece&apos;s purity and proof: Fineness (parts per 1000, e.g. 875), TestMethod (
        {TEST_METHODS.join(', ')}), CertificateNo, CertificateLab and CertificateFile. A file without them keeps what
        the shop has; an empty cell takes it away.
      </p>
      <p className="muted">
        NameUrdu and DescriptionUrdu, also optional, give the piece&apos;s name and description for the Urdu pages, in
        Urdu letters; kept and taken away the same way.
      </p>
      <FilesInput
        {...filesOf(form, 'file')}
        label="Stock file"
        accept=".csv,.json,text/csv,application/json"
        error={error}
        errorId="import-error"
      />
      <FilesInput {...filesOf(form, 'pictures')} label="Pictures (optional)" multiple accept={PICTURES_ACCEPT} />
      <div role="alert" className="form-message" id="import-error">
        {error ? <p className="form-alert">{error}</p> : null}
      </div>
      <button type="submit" className="btn" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Sending…' : 'Check'}
      </button>
    </form>
  );
}

function Progress({ s }: { s: ImportStatus }) {
  const checking = s.state === 'checking';
  // The check counts a .zip's pictures as it unpacks them, then the rows it reads (their number unknown until the end).
  const unpacking = checking && s.picturesTotal > 0;
  const pictures = unpacking || (!checking && s.picturesTotal > 0 && s.picturesDone < s.picturesTotal);
  const [done, total] = pictures
    ? [s.picturesDone, s.picturesTotal]
    : checking
      ? [s.rowsDone, 0]
      : [s.rowsDone, s.rowsTotal];
  const left = checking && !unpacking ? null : secondsLeft(done, total, s.startedAt);
  const label = unpacking
    ? `Unpacking the pictures: ${s.picturesDone} of ${s.picturesTotal}`
    : checking
      ? `Checking ${s.fileName}: ${s.rowsDone} rows read`
      : pictures
        ? `Pictures: ${s.picturesDone} of ${s.picturesTotal}`
        : `Rows: ${s.rowsDone} of ${s.rowsTotal}`;
  return (
    <section className="admin-card" aria-labelledby="import-progress">
      <h2 id="import-progress">{checking ? 'Checking' : 'Importing'}</h2>
      <progress className="import-bar" max={total || undefined} value={total ? done : undefined} aria-label={label} />
      <p role="status">
        {label}
        {left !== null ? ` · ${wait(left)}` : ''}
      </p>
      {!checking ? (
        <p className="muted">
          Pictures {s.picturesDone} of {s.picturesTotal} · rows {s.rowsDone} of {s.rowsTotal}. You may leave this page:
          the import goes on, and this page finds it again.
        </p>
      ) : null}
    </section>
  );
}

function Counts({ r }: { r: ImportReport }) {
  return (
    <ul className="admin-tiles import-counts">
      <li>
        <strong>{r.added}</strong> added
      </li>
      <li>
        <strong>{r.updated}</strong> updated
      </li>
      <li>
        <strong>{r.unchanged}</strong> unchanged
      </li>
      <li>
        <strong>{r.missing}</strong> not in the file
      </li>
      <li>
        <strong>{r.errorCount}</strong> errors
      </li>
    </ul>
  );
}

/**
 * What the check found, and Import. The owner may also remove the pieces the file does not list: ticked, the box asks
 * for their number typed back, and Import is refused until it is that number (the API checks it again).
 */
function Report({
  s,
  mayRemove,
  onRun,
}: {
  s: ImportStatus;
  mayRemove: boolean;
  onRun: (run: RunImport) => Promise<Outcome>;
}) {
  const r = s.report;
  const removable = r ? removableOf(r) : 0;
  const form = useSchemaForm({
    id: 'run',
    initial: { removeMissing: false, removeCount: '' },
    schema: confirmedRun(removable),
    send: (run) => onRun(run.removeMissing ? run : { removeMissing: false }),
  });
  const busy = form.status === 'sending';
  if (!r) return null;
  const tick = form.checkbox('removeMissing');
  return (
    <section className="admin-card" aria-labelledby="import-report">
      <h2 id="import-report">
        {s.fileName}: {r.rows} rows
      </h2>
      <Counts r={r} />
      {r.errorCount ? (
        <div className="admin-stack">
          <h3>Errors</h3>
          <p className="form-alert">
            Put {r.errorCount === 1 ? 'this error' : `these ${r.errorCount} errors`} right in the file and check it
            again; nothing is imported while there are errors.
          </p>
          <ul className="admin-list import-errors">
            {r.errors.map((e) => (
              <li key={`${e.line}-${e.field}-${e.message}`}>{describeError(e, r.kind)}</li>
            ))}
          </ul>
          {r.errorCount > r.errors.length ? (
            <p className="muted">… and {r.errorCount - r.errors.length} more.</p>
          ) : null}
        </div>
      ) : null}
      {r.pictures.missingCount || r.pictures.unreadableCount ? (
        <div className="admin-stack">
          <h3>Pictures</h3>
          {r.pictures.missingCount ? (
            <p>
              {r.pictures.missingCount} pictures are named but neither sent nor in the shop; the pieces are imported
              without them:{' '}
              {r.pictures.missing
                .slice(0, SHOWN)
                .map((m) => `${m.name} (line ${m.line})`)
                .join(', ')}
              {r.pictures.missingCount > SHOWN ? ` and ${r.pictures.missingCount - SHOWN} more` : ''}
            </p>
          ) : null}
          {r.pictures.unreadableCount ? (
            <ul className="admin-list">
              {r.pictures.unreadable.map((u) => (
                <li key={u.name}>
                  {u.name}: {u.why} (refused)
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {r.pictures.supplied ? (
        <p className="muted">
          {r.pictures.used} of the {r.pictures.supplied} pictures sent are used.
        </p>
      ) : null}
      {r.changes.length ? (
        <div className="admin-stack">
          <h3>What changes</h3>
          <AdminTable label="Pieces that change" columns={['Line', 'Tag number', 'Changes']}>
            {r.changes.map((c) => (
              <tr key={c.tagNo}>
                <td className="num">{c.line}</td>
                <td className="admin-nowrap">{c.tagNo}</td>
                <td>
                  {c.fields.map((f) => (
                    <span key={f.field} className="import-change">
                      {f.field}: {f.from || '—'} → {f.to || '—'}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </AdminTable>
          {r.updated > r.changes.length ? <p className="muted">… and {r.updated - r.changes.length} more.</p> : null}
        </div>
      ) : null}
      {r.additions.length ? (
        <details className="admin-stack">
          <summary>New pieces ({r.added})</summary>
          <p>
            {r.additions.map((a) => `${a.tagNo} ${a.name}`).join(' · ')}
            {r.added > r.additions.length ? ' · …' : ''}
          </p>
        </details>
      ) : null}
      {!r.errorCount ? (
        <form className="admin-stack" onSubmit={form.submit}>
          {r.missing && mayRemove ? (
            <CheckboxField
              {...tick}
              onChange={(e) => {
                tick.onChange(e);
                // Unticked, the number goes with it: ticked again, it is typed again.
                if (!e.target.checked) form.set('removeCount', '');
              }}
              disabled={!removable}
              label={`Remove the ${removable} pieces the file does not list${r.missingReserved ? ` (${r.missingReserved} reserved by an order are kept)` : ''}`}
            />
          ) : null}
          {r.missing && mayRemove && form.values.removeMissing ? (
            <Field
              {...form.field('removeCount')}
              label={`Type ${removable} to confirm`}
              hint="They are deleted from the shop, not hidden: only the pieces the file lists stay, and the reserved ones."
              inputMode="numeric"
              autoComplete="off"
            />
          ) : null}
          {removable > 0 && !mayRemove ? (
            <p className="muted">
              The {removable} pieces the file does not list are kept: only the owner can remove them.
            </p>
          ) : null}
          <button type="submit" className="btn" disabled={busy} aria-busy={busy || undefined}>
            Import
          </button>
        </form>
      ) : null}
    </section>
  );
}

export default function StockImport({ loaderData }: Route.ComponentProps) {
  const [status, setStatus] = useState<ImportStatus | null>(loaderData.latest);
  const [error, setError] = useState('');
  const [params, setParams] = useSearchParams();

  // The address names the import on show, so that a reload finds this one again.
  useEffect(() => {
    if (status && params.get('import') !== String(status.id))
      setParams({ import: String(status.id) }, { replace: true, preventScrollReset: true });
  }, [status, params, setParams]);

  // While a check or an import runs, ask how far it has come once a second.
  useEffect(() => {
    if (!status || !running(status)) return;
    const timer = window.setTimeout(() => {
      adminApi('GET', `${API}/${status.id}`)
        .then(statusFrom)
        .then((next) => (typeof next === 'string' ? setError(next) : setStatus(next)))
        .catch(() => setStatus({ ...status }));
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [status]);

  /** Runs the import checked; what went wrong is said in the page's alert. */
  const run = async (body: RunImport): Promise<Outcome> => {
    if (!status) return outcome(null);
    setError('');
    const out = await adminApi('POST', `${API}/${status.id}/run`, body)
      .then(statusFrom)
      .catch(() => LOST_CONNECTION);
    if (typeof out === 'string') setError(out);
    else setStatus(out);
    return outcome(typeof out === 'string' ? out : null);
  };

  const s = status;
  return (
    <div className="import-page">
      <h1>Import stock</h1>
      <div role="alert" className="form-message">
        {error ? <p className="form-alert">{error}</p> : null}
      </div>
      {s && running(s) ? <Progress s={s} /> : null}
      {s?.state === 'checked' ? <Report s={s} mayRemove={loaderData.mayRemove} onRun={run} /> : null}
      {s?.state === 'done' && s.summary ? (
        <section className="admin-card" aria-labelledby="import-done">
          <h2 id="import-done">Imported {s.fileName}</h2>
          <p role="status" className="form-success">
            {summaryLine({ ...s.summary, errors: 0 })}
          </p>
          <p className="muted">
            {s.summary.seconds < 1 ? 'In under a second' : `In ${s.summary.seconds} s`}
            {s.summary.pictures ? `, with ${s.summary.pictures} pictures` : ''}. The shop shows it now.
          </p>
        </section>
      ) : null}
      {s?.state === 'failed' ? (
        <section className="admin-card" aria-labelledby="import-failed">
          <h2 id="import-failed">{s.fileName} was not imported</h2>
          <p className="form-alert">{s.failure}</p>
        </section>
      ) : null}
      {!s || !running(s) ? <Upload onSent={setStatus} /> : null}
    </div>
  );
}
