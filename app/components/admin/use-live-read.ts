import { useEffect, useState } from 'react';
import { read } from './admin-api';

/** Whatever reads an answer: a zod schema of core/. */
interface AnswerSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/**
 * A back-office read that follows what the member types (a piece's price, the pieces of an order): asked a moment
 * after the typing stops, the earlier question dropped. Null when there is nothing to ask (`path` null) or the answer
 * was a refusal; 'waiting' while the answer to the latest path is on its way.
 */
export function useLiveRead<T>(path: string | null, schema: AnswerSchema<T>): T | null | 'waiting' {
  const [state, setState] = useState<{ path: string; answer: T | null }>({ path: '', answer: null });
  useEffect(() => {
    if (!path) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      read(path, schema, abort.signal)
        .then((answer) => setState({ path, answer }))
        .catch(() => {
          if (!abort.signal.aborted) setState({ path, answer: null });
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [path, schema]);
  if (!path) return null;
  return state.path === path ? state.answer : 'waiting';
}
