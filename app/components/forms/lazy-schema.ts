import type { FormSchema } from './form-state';

/**
 * A form's schema whose code (zod with it) loads after the page is drawn (docs/decisions/041): the kit starts the
 * load when the browser is idle after hydration, or at the guest's first keystroke, blur or press, whichever comes
 * first; until it has come the form is not valid and shows no message, as an untouched form does.
 */
export interface LazySchema<T> {
  /** The schema, once loaded. */
  readonly loaded: FormSchema<T> | null;
  /** Loads it once (a failed load is tried again on the next call). */
  load(): Promise<FormSchema<T>>;
}

/** A schema loaded by `load` (a dynamic import of its core module), shared by every form that uses it. */
export function lazySchema<T>(load: () => Promise<FormSchema<T>>): LazySchema<T> {
  let loading: Promise<FormSchema<T>> | null = null;
  const lazy = {
    loaded: null as FormSchema<T> | null,
    load: () =>
      (loading ??= load().then(
        (s) => (lazy.loaded = s),
        (e: unknown) => {
          loading = null;
          throw e;
        },
      )),
  };
  return lazy;
}

export const isLazy = <T>(s: FormSchema<T> | LazySchema<T>): s is LazySchema<T> => 'load' in s;

/** Runs `fn` when the browser is next idle (within 2 s); returns a cancel. */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}
