import { useState } from 'react';
import { LOST_CONNECTION, type Outcome } from '../forms/form-state';
import { change } from './admin-api';

interface Said {
  ok: boolean;
  text: string;
}

/**
 * A back-office button's change without a form (mark as answered, unlock, remove), or a form's whose answer is said
 * beside the buttons (a piece's new pictures): through admin-api.ts `change`, one at a time, and what became of it to
 * show with ActionMessage. `onDone` runs after a success (usually the loader's revalidation); `act` answers what
 * became of it, a lost connection as a refusal.
 */
export function useAction(onDone: () => void) {
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (method: 'POST' | 'DELETE', path: string, payload: unknown, success: string): Promise<Outcome> => {
    setBusy(true);
    const out = await change(method, path, payload, success).catch((): Outcome => ({
      kind: 'failed',
      message: LOST_CONNECTION,
      fields: {},
    }));
    setBusy(false);
    setSaid({ ok: out.kind === 'done', text: out.message });
    if (out.kind === 'done') onDone();
    return out;
  };
  return { said, busy, act };
}

/** A row's or a card's action, as useAction gives it. */
export type Action = ReturnType<typeof useAction>;

/** What became of an action: a success as a status, a refusal as an alert (docs/decisions/011). */
export function ActionMessage({ said }: { said: Said | null }) {
  return (
    <>
      <div role="status" className="form-message">
        {said?.ok ? <p className="form-success">{said.text}</p> : null}
      </div>
      <div role="alert" className="form-message">
        {said && !said.ok ? <p className="form-alert">{said.text}</p> : null}
      </div>
    </>
  );
}
