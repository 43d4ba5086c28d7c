import { firstErrors, type FieldIssue } from '../../../core/field-errors';
import type { ApiAnswer } from '../../lib/api';

/** Pure rules of the form kit: which message a field shows, and what a reply from the shop means. */
export type Messages = Record<string, string>;

/** What a form says when no answer came back (docs/behaviour.md §8). */
export const LOST_CONNECTION = 'Something went wrong. Please try again.';

/**
 * What became of a send: done (the form empties and shows `message` as a success) or failed (the form keeps
 * what was typed and shows `message`, with `fields` under the fields they name).
 */
export type Outcome = { kind: 'done'; message: string } | { kind: 'failed'; message: string; fields: Messages };

/** A schema as far as a form needs one: a zod schema, or a small check of its own, so the kit never imports zod. */
export interface FormSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly FieldIssue[] } };
}

/** Where a form stands, as far as the message under a field goes. */
export interface Shown {
  /** The schema's first message per field. */
  errors: Messages;
  /** The server's messages, until the field is edited. */
  server: Messages;
  /** Fields the guest has left. */
  touched: ReadonlySet<string>;
  /** After "Show what is missing" or a submit of an invalid form. */
  showAll: boolean;
}

/** The message under field `f`: the server's, else the schema's once the field was left or all are shown. */
export function shownError(f: string, s: Shown): string | undefined {
  return s.server[f] ?? (s.showAll || s.touched.has(f) ? s.errors[f] : undefined);
}

/** The first field at fault, in the form's order and then any other the schema names: the one to focus. */
export function firstAtFault(order: readonly string[], errors: Messages): string | undefined {
  return [...order, ...Object.keys(errors)].find((f) => errors[f]);
}

/** `messages` without field `f`; the same object when it has no message for `f` (so React keeps its state). */
export function without(messages: Messages, f: string): Messages {
  if (!Object.hasOwn(messages, f)) return messages;
  const { [f]: _gone, ...rest } = messages;
  return rest;
}

/** The messages about fields the form has; a message about any other field is left to the form's alert. */
export function onlyKnown(messages: Messages, known: readonly string[]): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([f]) => known.includes(f)));
}

/** The inquiry API names fields `UserData.fullName` (JSON) or `fullName` (multipart); the form knows `fullName`. */
export const inquiryFieldOf = (path: string) => path.replace(/^UserData\./, '');

/**
 * A refusal as the form shows it: the server's message (or which status came back) and the first message of each
 * field it names, under the form's name for it (`fieldOf`).
 */
export function refusalOf(
  answer: ApiAnswer,
  fieldOf: (path: string) => string = inquiryFieldOf,
): Extract<Outcome, { kind: 'failed' }> {
  const message = typeof answer.body.message === 'string' ? answer.body.message.trim() : '';
  // A failure on the shop's side names the request, as the error page does, for the guest to quote (decision 033).
  const reference = answer.body.reference;
  return {
    kind: 'failed',
    message: `${message || `The shop answered ${answer.status}. Please try again.`}${reference ? ` Reference: ${reference}.` : ''}`,
    fields: firstErrors(answer.body.errors ?? [], fieldOf),
  };
}

/**
 * docs/behaviour.md §8: an answer whose message is `ok` is a success and shows `success`; any other answer is a
 * refusal (refusalOf).
 */
export function outcomeOf(answer: ApiAnswer, ok: string, success: string): Outcome {
  const message = typeof answer.body.message === 'string' ? answer.body.message.trim() : '';
  return answer.ok && message === ok ? { kind: 'done', message: success } : refusalOf(answer);
}

/** A form's fields, each starting empty. */
export function blank<K extends string>(fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(fields.map((f) => [f, ''])) as Record<K, string>;
}
