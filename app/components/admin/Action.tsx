import { useState } from 'react';
import { LOST_CONNECTION } from '../forms/form-state';
import { change } from './admin-api';

interface Said {
  ok: boolean;
  text: string;
}

/**
 * A back-office button's change without a form (mark as answered, unlock, remove): one at a time, and what became
 * of it to show with ActionMessage. `onDone` runs after a success (usually the loader's revalidation); `act` answers
 * whether it succeeded.
 */
export function useAction(onDone: () => void) {
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (method: 'POST' | 'DELETE', path: string, payload: unknown, success: string): Promise<boolean> => {
    setBusy(true);
    const out = await change(method, path, payload, success).catch(() => ({
      kind: 'failed' as const,
      message: LOST_CONNECTION,
    }));
    setBusy(false);
    setSaid({ ok: out.kind === 'done', text: out.message });
    if (out.kind === 'done') onDone();
    return out.kind === 'done';
  };
  return { said, busy, act };
}

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
