import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { HONEYPOT_FIELD, TRANSPORT_ERROR } from '../../../core/inquiry-schemas';
import type { ApiAnswer } from '../../lib/api';
import { firstErrors, outcomeOf, type Messages } from './form-state';

type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
export type Status = 'idle' | 'sending' | 'done' | 'failed';
/** A zod schema, as far as the form needs one (so this module never imports zod itself). */
export interface FormSchema<T> {
  safeParse(input: unknown): Parsed<T>;
}

export interface InquiryFormOptions<K extends string, T> {
  /** Prefix of the field ids, so two forms can share a page. */
  id: string;
  /** The fields the guest types, in the order they appear. */
  fields: readonly K[];
  schema: FormSchema<T>;
  /** Values the guest does not type (title, the gift card amount), checked with the rest. */
  fixed?: Record<string, unknown>;
  send: (data: T, website: string) => Promise<ApiAnswer>;
  /** The reply message that means success, and the words shown for it. */
  ok: string;
  success: string;
  /** Other names the server may report errors for (photos, the amount). */
  extraFields?: readonly string[];
  onDone?: () => void;
}

/**
 * One inquiry form: values, touched fields, the schema's messages, and the send (spec §4/§8 with the
 * defects fixed): an invalid form is never sent, it is never sent twice, every reply ends the waiting,
 * success resets, and a lost connection keeps what the guest typed.
 */
export function useInquiryForm<K extends string, T>(o: InquiryFormOptions<K, T>) {
  const blank = () => Object.fromEntries(o.fields.map((f) => [f, ''])) as Record<K, string>;
  const [values, setValues] = useState(blank);
  const [website, setWebsite] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [server, setServer] = useState<Messages>({});
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  // Counts the resets, so controls that keep their own state (photo pickers) can start afresh as a key.
  const [resets, setResets] = useState(0);
  const busy = useRef(false);

  const parsed = o.schema.safeParse({ ...o.fixed, ...values });
  const errors = parsed.success ? {} : firstErrors(parsed.error.issues);
  const idOf = (f: string) => `${o.id}-${f}`;
  const errorOf = (f: string): string | undefined => server[f] ?? (showAll || touched.has(f) ? errors[f] : undefined);
  const edited = (f: string) => {
    setServer((s) => (s[f] ? Object.fromEntries(Object.entries(s).filter(([k]) => k !== f)) : s));
    if (status === 'done') setStatus('idle');
  };
  const set = (f: K, v: string) => {
    setValues((vs) => ({ ...vs, [f]: v }));
    edited(f);
  };
  const touch = (f: string) => setTouched((t) => (t.has(f) ? t : new Set(t).add(f)));
  const field = (f: K) => ({
    id: idOf(f),
    name: f,
    value: values[f],
    error: errorOf(f),
    onBlur: () => touch(f),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(f, e.target.value),
  });

  const showMissing = () => {
    setShowAll(true);
    const first = [...o.fields, ...Object.keys(errors)].find((f) => errors[f]);
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!parsed.success) return showMissing();
    if (busy.current) return;
    busy.current = true;
    setStatus('sending');
    setMessage('');
    try {
      const out = outcomeOf(await o.send(parsed.data, website), o.ok, o.success, [
        ...o.fields,
        ...(o.extraFields ?? []),
      ]);
      if (out.kind === 'done') {
        setValues(blank());
        setWebsite('');
        setTouched(new Set());
        setShowAll(false);
        setServer({});
        setResets((n) => n + 1);
        o.onDone?.();
      } else setServer(out.fields);
      setMessage(out.message);
      setStatus(out.kind);
    } catch {
      setMessage(TRANSPORT_ERROR);
      setStatus('failed');
    } finally {
      busy.current = false;
    }
  };

  return {
    values,
    set,
    field,
    errorOf,
    edited,
    touch,
    idOf,
    valid: parsed.success,
    status,
    message,
    submit,
    showMissing,
    resets,
    honeypot: { id: idOf(HONEYPOT_FIELD), value: website, onChange: setWebsite },
  };
}

export type InquiryFormState<K extends string = string> = ReturnType<typeof useInquiryForm<K, unknown>>;
/** What the frame of a form needs: the send, the state of the reply and the honeypot. */
export type FormFrameState = Pick<
  InquiryFormState,
  'submit' | 'status' | 'message' | 'valid' | 'showMissing' | 'honeypot'
>;
