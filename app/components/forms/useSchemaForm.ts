import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorsOf } from '../../../core/field-errors';
import {
  firstAtFault,
  LOST_CONNECTION,
  onlyKnown,
  shownError,
  without,
  type FormSchema,
  type Messages,
  type Outcome,
} from './form-state';
import { isLazy, whenIdle, type LazySchema } from './lazy-schema';

export type Status = 'idle' | 'sending' | 'done' | 'failed';
/**
 * A form's values: text boxes, selects and radio groups hold a string, tick boxes a boolean, file boxes the files
 * chosen (FilesInput; sent as a multipart form, files.ts).
 */
export type Values = Record<string, string | boolean | readonly File[]>;
type KeysOf<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string;
/** The fields of `V` that hold a string. */
export type TextKey<V> = KeysOf<V, string>;
/** The fields of `V` that hold a boolean (tick boxes). */
export type TickKey<V> = KeysOf<V, boolean>;
/** The fields of `V` that hold files (file boxes). */
export type FilesKey<V> = KeysOf<V, readonly File[]>;

export interface SchemaFormOptions<V extends Values, T> {
  /** Prefix of the field ids, so two forms can share a page. */
  id: string;
  /** The fields and their starting values, in the order they appear. */
  initial: V;
  /**
   * The rules and messages, usually a zod schema from core/ (the API checks with the same one), or that schema
   * loaded after first paint (lazySchema, docs/decisions/041).
   */
  schema: FormSchema<T> | LazySchema<T>;
  /** Values the guest does not type (title, the gift card amount), checked with the rest. */
  fixed?: Record<string, unknown>;
  /**
   * Sends the checked values, with what robots typed in the form's honeypot (if it shows one), and says what
   * became of it. A throw is a lost connection.
   */
  send: (data: T, honeypot: string) => Promise<Outcome>;
  /** Other names the server may report errors for (photos, the amount, the deposit slip). */
  extraFields?: readonly string[];
  /** After a success, once the form is empty again. */
  onDone?: () => void;
  /** A form of settings: after a success it keeps what was sent, which is what is stored now, instead of emptying. */
  keepValues?: boolean;
}

/** What a form gives its fields and its frame. */
export interface SchemaForm<V extends Values = Values> {
  values: V;
  set: <K extends keyof V & string>(f: K, v: V[K]) => void;
  /** Props of a text box or select (the kit's Field, SelectField, TextAreaField). */
  field: (f: TextKey<V>) => {
    id: string;
    name: string;
    value: string;
    error: string | undefined;
    onBlur: () => void;
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  };
  /** Props of a tick box (the kit's CheckboxField): ticking it counts as leaving it. */
  checkbox: (f: TickKey<V>) => {
    id: string;
    name: string;
    checked: boolean;
    error: string | undefined;
    onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  };
  /** Props of one radio button of a group (the kit's Choice). */
  radio: <K extends TextKey<V>>(
    f: K,
    value: V[K],
  ) => { name: string; value: string; checked: boolean; onChange: () => void };
  errorOf: (f: string) => string | undefined;
  /** Tells the form a field changed outside it (a photo): its server message goes. */
  edited: (f: string) => void;
  touch: (f: string) => void;
  idOf: (f: string) => string;
  valid: boolean;
  status: Status;
  message: string;
  submit: (e?: FormEvent) => Promise<void>;
  showMissing: () => void;
  /** Counts the successes, so controls that keep their own state (photo pickers) can start afresh as a key. */
  resets: number;
  honeypot: { value: string; onChange: (v: string) => void };
}

/**
 * One form (docs/behaviour.md §4/§8 with the old storefront's defects fixed): values, touched fields, the
 * schema's messages, the server's, and the send. An invalid form is never sent, it is never sent twice, every
 * answer ends the waiting, a success empties it, and a lost connection keeps what the guest typed.
 */
export function useSchemaForm<V extends Values, T>(o: SchemaFormOptions<V, T>): SchemaForm<V> {
  const [values, setValues] = useState<V>(o.initial);
  const [honeypot, setHoneypot] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [server, setServer] = useState<Messages>({});
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const [resets, setResets] = useState(0);
  const busy = useRef(false);
  // A lazy schema's code comes after hydration: until then (and on the server) the form is not valid and shows no
  // message, which is what an untouched form shows anyway, so nothing moves when it comes.
  const [loaded, setLoaded] = useState(() => (isLazy(o.schema) ? o.schema.loaded : null));
  const schema = isLazy(o.schema) ? loaded : o.schema;
  const loadSchema = async (): Promise<FormSchema<T>> => {
    if (schema) return schema;
    const s = isLazy(o.schema) ? await o.schema.load() : o.schema;
    setLoaded(() => s);
    return s;
  };
  const startLoading = () => {
    if (!schema) loadSchema().catch(() => {});
  };
  // Started once the page is idle after hydration, if the guest has not started it already.
  useEffect(() => (schema ? undefined : whenIdle(startLoading)), []);

  const order = Object.keys(o.initial);
  const input = () => ({ ...o.fixed, ...values });
  const parsed = schema?.safeParse(input());
  const errors = parsed ? errorsOf(parsed) : {};
  const idOf = (f: string) => `${o.id}-${f}`;
  const errorOf = (f: string) => shownError(f, { errors, server, touched, showAll });
  const edited = (f: string) => {
    setServer((s) => without(s, f));
    if (status === 'done') setStatus('idle');
  };
  const set = <K extends keyof V & string>(f: K, v: V[K]) => {
    startLoading();
    setValues((vs) => ({ ...vs, [f]: v }));
    edited(f);
  };
  const touch = (f: string) => {
    startLoading();
    setTouched((t) => (t.has(f) ? t : new Set(t).add(f)));
  };
  // The keys are the form's own text or tick fields, so the value set has the field's type.
  const setText = (f: TextKey<V>, v: string) => set(f, v as V[typeof f]);
  const setTick = (f: TickKey<V>, v: boolean) => set(f, v as V[typeof f]);

  const focusFirst = (errs: Messages) => {
    const first = firstAtFault(order, errs);
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
  };
  const showMissing = () => {
    setShowAll(true);
    if (schema) focusFirst(errors);
    else
      loadSchema().then(
        (s) => focusFirst(errorsOf(s.safeParse(input()))),
        () => {},
      );
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (parsed && !parsed.success) return showMissing();
    if (busy.current) return;
    busy.current = true;
    let out: Outcome | null = null;
    try {
      // A guest who sends before the schema came waits for it (its code is small and already on its way).
      const checked = parsed ?? (await loadSchema()).safeParse(input());
      if (!checked.success) {
        busy.current = false;
        setShowAll(true);
        return focusFirst(errorsOf(checked));
      }
      setStatus('sending');
      setMessage('');
      out = await o.send(checked.data, honeypot);
    } catch {
      // The answer never came (or the schema's code did not): what was typed stays, and so do the server's
      // earlier messages.
    }
    busy.current = false;
    if (!out) {
      setMessage(LOST_CONNECTION);
      setStatus('failed');
      return;
    }
    if (out.kind === 'done') {
      if (!o.keepValues) setValues(o.initial);
      setHoneypot('');
      setTouched(new Set());
      setShowAll(false);
      setServer({});
      setResets((n) => n + 1);
    } else setServer(onlyKnown(out.fields, [...order, ...(o.extraFields ?? [])]));
    setMessage(out.message);
    setStatus(out.kind);
    if (out.kind === 'done') o.onDone?.();
  };

  return {
    values,
    set,
    field: (f) => ({
      id: idOf(f),
      name: f,
      value: String(values[f]),
      error: errorOf(f),
      onBlur: () => touch(f),
      onChange: (e) => setText(f, e.target.value),
    }),
    checkbox: (f) => ({
      id: idOf(f),
      name: f,
      checked: values[f] === true,
      error: errorOf(f),
      onChange: (e) => {
        setTick(f, e.target.checked);
        touch(f);
      },
    }),
    radio: (f, value) => ({
      name: f,
      value: String(value),
      checked: values[f] === value,
      onChange: () => set(f, value),
    }),
    errorOf,
    edited,
    touch,
    idOf,
    valid: parsed?.success ?? false,
    status,
    message,
    submit,
    showMissing,
    resets,
    honeypot: { value: honeypot, onChange: setHoneypot },
  };
}

/** What the frame of a form needs: the send, the state of the answer, the honeypot and the ids. */
export type FormFrameState = Pick<
  SchemaForm,
  'submit' | 'status' | 'message' | 'valid' | 'showMissing' | 'honeypot' | 'idOf'
>;
