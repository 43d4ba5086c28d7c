import type { ApiAnswer } from '../../lib/api';

/** Pure rules of the form kit: which message a field shows, and what a reply from the shop means. */
export type Messages = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first schema message per top-level field (a form shows one message under each field). */
export function firstErrors(issues: readonly Issue[]): Messages {
  const out: Messages = {};
  for (const i of issues) {
    const key = String(i.path[0] ?? '');
    if (key && !out[key]) out[key] = i.message;
  }
  return out;
}

/** The API names fields `UserData.fullName` (JSON) or `fullName` (multipart); the form knows them as `fullName`. */
export function serverFieldErrors(errors: ApiAnswer['body']['errors'], known: readonly string[]): Messages {
  const out: Messages = {};
  for (const e of errors ?? []) {
    const field = e.field.replace(/^UserData\./, '');
    if (known.includes(field) && !out[field]) out[field] = e.message;
  }
  return out;
}

export type Outcome = { kind: 'done'; message: string } | { kind: 'failed'; message: string; fields: Messages };

/**
 * Spec §8: the reply whose message is `ok` is a success and shows `success`; any other reply shows the
 * server's message (or says which status came back), with its field messages under their fields.
 */
export function outcomeOf(answer: ApiAnswer, ok: string, success: string, known: readonly string[]): Outcome {
  const message = typeof answer.body.message === 'string' ? answer.body.message.trim() : '';
  if (answer.ok && message === ok) return { kind: 'done', message: success };
  return {
    kind: 'failed',
    message: message || `The shop answered ${answer.status}. Please try again.`,
    fields: serverFieldErrors(answer.body.errors, known),
  };
}
