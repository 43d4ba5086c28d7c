import { data } from 'react-router';
import { kindLabel, needsAnswer, type AdminInquiry } from '../../../core/inquiry-admin-schemas';
import { ActionMessage, useAction } from '../../components/admin/Action';
import { AnsweredBadge } from '../../components/admin/AnsweredBadge';
import { MailState } from '../../components/admin/MailState';
import { detailError } from '../../components/admin/list-page';
import { when } from '../../components/admin/when';
import { customerHrefOf } from '../../components/admin/customer-link';
import { inShop } from '../../lib/links';
import type { Route } from './+types/inquiry';
import { useRefresh } from '../../components/admin/refresh';
import { backOfficeLoader } from '../../lib/admin-access';

export const meta = ({ data: d }: Route.MetaArgs) => [
  { title: `${d ? `Inquiry #${d.inquiry.id}` : 'Inquiry'} | Zewar back office` },
];

/** docs/behaviour.md §11.8: one inquiry; a number that is not one, or of no inquiry, is a 404 page. */
export const loader = backOfficeLoader('member', async ({ params }: Route.LoaderArgs, { backOffice }) => {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const inquiry = id ? await backOffice.inquiries.detail(id) : null;
  if (!inquiry) throw data({ message: `There is no inquiry ${id ? `#${id}` : params.id}.` }, { status: 404 });
  return { inquiry };
});

const MAIL_KINDS: ReadonlyMap<string, string> = new Map(
  Object.entries({ 'inquiry-shop': 'To the shop', 'inquiry-guest': 'To the guest' }),
);
const HISTORY_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({ yes: 'Marked as answered', no: 'Marked as not answered' }),
);

function Answered({ inquiry: i, onDone }: { inquiry: AdminInquiry; onDone: () => void }) {
  const { said, busy, act } = useAction(onDone);
  const answered = i.answeredAt !== null;
  const mark = () =>
    act(
      'POST',
      `/inquiries/${i.id}/answered`,
      { answered: !answered },
      answered ? 'Marked as not answered.' : 'Marked as answered.',
    );
  return (
    <section className="admin-card" aria-labelledby="answered-heading">
      <h2 id="answered-heading">Answer</h2>
      <p>
        <AnsweredBadge kind={i.kind} answeredAt={i.answeredAt} />
        {i.answeredAt ? (
          <span className="muted">
            {' '}
            by {i.answeredBy ?? 'someone'} on {when(i.answeredAt)}
          </span>
        ) : null}
      </p>
      <ul className="admin-reply" aria-label="Reply">
        {i.reply.mailto ? (
          <li>
            <a className="btn btn-outline btn-small" href={i.reply.mailto}>
              Reply by e-mail
            </a>
          </li>
        ) : null}
        {i.reply.whatsapp ? (
          <li>
            <a className="btn btn-whatsapp btn-small" href={i.reply.whatsapp} target="_blank" rel="noopener noreferrer">
              WhatsApp {i.phone}
            </a>
          </li>
        ) : null}
        {i.reply.tel ? (
          <li>
            <a className="btn btn-outline btn-small" href={i.reply.tel}>
              Call {i.phone}
            </a>
          </li>
        ) : null}
      </ul>
      {needsAnswer(i.kind) || answered ? (
        <div className="admin-actions">
          <button
            type="button"
            className={answered ? 'btn btn-outline btn-small' : 'btn btn-small'}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void mark()}
          >
            {answered ? 'Mark as not answered' : 'Mark as answered'}
          </button>
        </div>
      ) : null}
      <ActionMessage said={said} />
    </section>
  );
}

export default function Inquiry({ loaderData: { inquiry: i } }: Route.ComponentProps) {
  const refresh = useRefresh();
  return (
    <>
      <p className="admin-back">
        <a {...inShop('/admin/inquiries')}>All inquiries</a>
      </p>
      <h1>
        {kindLabel(i.kind)} from {i.name || 'a guest'}
      </h1>
      <p className="muted">
        Inquiry #{i.id} · {i.title} · received {when(i.receivedAt)}
        {i.kind !== 'newsletter' && (i.phone || i.email) ? (
          <>
            {' · '}
            <a {...inShop(customerHrefOf(i.phone, i.email))}>Their orders and inquiries</a>
          </>
        ) : null}
      </p>
      <div className="admin-columns">
        <div>
          <section className="admin-card" aria-labelledby="fields-heading">
            <h2 id="fields-heading">What they sent</h2>
            <dl className="admin-fields">
              {i.fields.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>
                    {f.value}
                    {f.shopSize ? <span className="admin-shop-size"> · {f.shopSize}</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
            {i.message !== null ? (
              <>
                <h3>Message</h3>
                <p className="admin-message">{i.message}</p>
              </>
            ) : null}
          </section>
          {i.photos.length ? (
            <section className="admin-card" aria-labelledby="photos-heading">
              <h2 id="photos-heading">Photos</h2>
              <ul className="admin-photos">
                {i.photos.map((p) => {
                  const src = `/api/admin/inquiries/${i.id}/photos/${p.id}`;
                  return (
                    <li key={p.id}>
                      <figure>
                        <a href={src} target="_blank" rel="noopener">
                          <img src={src} alt={p.label} loading="lazy" />
                        </a>
                        <figcaption>
                          {p.label} <span className="muted">({Math.ceil(p.bytes / 1024)} KB)</span>
                        </figcaption>
                      </figure>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
        <div>
          <Answered inquiry={i} onDone={refresh} />
          <section className="admin-card" aria-labelledby="mails-heading">
            <h2 id="mails-heading">Mails</h2>
            {i.mails.length ? (
              <ul className="admin-list">
                {i.mails.map((m, n) => (
                  <li key={n}>
                    <strong>{MAIL_KINDS.get(m.kind) ?? m.kind}</strong>
                    <span className="admin-stack">{m.to}</span>
                    <MailState mail={m} />
                    <span className="admin-subject">{m.subject}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">No mails.</p>
            )}
          </section>
          <section className="admin-card" aria-labelledby="history-heading">
            <h2 id="history-heading">History</h2>
            {i.history.length ? (
              <ul className="admin-list">
                {i.history.map((h, n) => (
                  <li key={n}>
                    <span>
                      {(h.action === 'answered' && HISTORY_WORDS.get(h.newValue ?? '')) || h.action} by {h.actor}
                    </span>
                    <span className="muted">{when(h.at)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">Nothing has been changed yet.</p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

/** An unknown or malformed inquiry number: said in the page (a 404), with the way back. */
export const ErrorBoundary = detailError({
  notFound: 'Inquiry not found',
  fallback: 'The inquiry could not be shown.',
  back: { to: '/admin/inquiries', label: 'All inquiries' },
});
