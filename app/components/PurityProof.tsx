import type { PurityProof as Proof } from '../../core/trust-record';
import { inShop } from '../lib/links';

/**
 * The product page's "Purity and proof" block (docs/behaviour.md §9.15): its lines are worked out by the loader
 * (core/trust-record.ts purityProof), so the page's script carries none of the rules; under them the buy-back and
 * exchange terms for the piece's kind (core/buy-back.ts buyBackTerms, §9.16), from the owner's settings. A piece with
 * no record still shows its terms.
 */
export function PurityProof({ proof, buyBack }: { proof: Proof | null; buyBack: string[] }) {
  if (!proof && !buyBack.length) return null;
  return (
    <section className="specs proof" aria-labelledby="proof-title">
      <h2 id="proof-title">Purity and proof</h2>
      {proof ? (
        <dl>
          {proof.rows.map((r) => (
            <div key={r.label}>
              <dt>{r.label}</dt>
              <dd>
                {r.value}
                {r.tola ? <small className="specs-tola">{r.tola}</small> : null}
              </dd>
            </div>
          ))}
          {proof.certificate ? (
            <div>
              <dt>Certificate</dt>
              <dd>
                {proof.certificate.text}
                {proof.certificate.href ? (
                  <a className="proof-link" href={proof.certificate.href} target="_blank" rel="noopener">
                    View certificate<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {buyBack.length ? (
        <div className="proof-terms">
          <h3>Buy-back and exchange</h3>
          <ul>
            {buyBack.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            <a {...inShop('/old-gold')}>What is my old gold worth?</a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
