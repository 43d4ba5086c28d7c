import type { ReactNode } from 'react';
import type { PurityProof as Proof } from '../../core/trust-record';

/**
 * The product page's "Purity and proof" block (docs/behaviour.md §9.15): its lines are worked out by the loader
 * (core/trust-record.ts purityProof), so the page's script carries none of the rules. `buyBack` is where the piece's
 * buy-back and exchange terms for its kind go, under the proof.
 */
export function PurityProof({ proof, buyBack }: { proof: Proof; buyBack?: ReactNode }) {
  return (
    <section className="specs proof" aria-labelledby="proof-title">
      <h2 id="proof-title">Purity and proof</h2>
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
      {buyBack}
    </section>
  );
}
