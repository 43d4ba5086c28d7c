import { needsAnswer } from '../../../core/inquiry-admin-schemas';

/** Whether an inquiry was answered, in words; a newsletter sign-up waits for none (docs/behaviour.md §11.8). */
export function AnsweredBadge({ kind, answeredAt }: { kind: string; answeredAt: string | null }) {
  if (answeredAt) return <span className="state-badge state-done">Answered</span>;
  if (!needsAnswer(kind)) return <span className="muted">No answer needed</span>;
  return <span className="state-badge state-wait">Not answered</span>;
}
