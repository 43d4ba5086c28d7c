import type { PurityProof as Proof } from '../../core/trust-record';
import type { MessageKey } from '../../core/messages';
import { Msg, useShopLinks, useT } from '../lib/i18n';

/** The rows' names as core/trust-record.ts writes them, by their catalogue keys. */
const LABELS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  ['Purity', 'product.proofPurity'],
  ['Net weight', 'product.specNet'],
  ['Gross weight', 'product.specGross'],
  ['Stone weight', 'product.proofStoneWeight'],
]);

/**
 * The product page's "Purity and proof" block (docs/behaviour.md §9.15): its lines are worked out by the loader
 * (core/trust-record.ts purityProof), so the page's script carries none of the rules; under them the buy-back and
 * exchange terms for the piece's kind (core/buy-back.ts buyBackTerms, §9.16), from the owner's settings. A piece with
 * no record still shows its terms.
 */
export function PurityProof({ proof, buyBack }: { proof: Proof | null; buyBack: string[] }) {
  const t = useT();
  const { inShop } = useShopLinks();
  if (!proof && !buyBack.length) return null;
  const label = (l: string) => {
    const key = LABELS.get(l);
    return key ? t(key) : l;
  };
  return (
    <section className="specs proof" aria-labelledby="proof-title">
      <h2 id="proof-title">{t('product.proof')}</h2>
      {proof ? (
        <dl>
          {proof.rows.map((r) => (
            <div key={r.label}>
              <dt>{label(r.label)}</dt>
              <dd>
                <bdi>{r.value}</bdi>
                {r.tola ? (
                  <small className="specs-tola">
                    <bdi>{r.tola}</bdi>
                  </small>
                ) : null}
              </dd>
            </div>
          ))}
          {proof.certificate ? (
            <div>
              <dt>{t('product.certificate')}</dt>
              <dd>
                <bdi>{proof.certificate.text}</bdi>
                {proof.certificate.href ? (
                  <a className="proof-link" href={proof.certificate.href} target="_blank" rel="noopener">
                    <Msg
                      id="product.viewCertificate"
                      tags={{ hidden: (w) => <span className="visually-hidden">{w}</span> }}
                    />
                  </a>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {buyBack.length ? (
        <div className="proof-terms">
          <h3>{t('product.buyBack')}</h3>
          <ul>
            {buyBack.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            <a {...inShop('/old-gold')}>{t('product.oldGold')}</a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
