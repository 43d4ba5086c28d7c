/**
 * The file store's keys (store.ts): a relative path with forward slashes, no `..`, no `.` part, no empty part, no
 * backslash, no leading slash, no control character. Both kinds refuse any other key with an Error, so a name taken
 * from a request or a row can never reach outside the store.
 */
const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function checkKey(key: string): string {
  const parts = key.split('/');
  if (
    !key ||
    key.length > 900 ||
    key.startsWith('/') ||
    /^[a-zA-Z]:/.test(key) ||
    parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\') || hasControl(p))
  )
    throw new Error(`Not a file store key: ${JSON.stringify(key)}`);
  return key;
}

/** A prefix to list by: empty (everything), or a key's beginning ending in `/` or part of a name. */
export function checkPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  checkKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/** Key parts from a name joined with `/`, each checked (`keyOf('uploads', 'slips', name)`). */
export const keyOf = (...parts: string[]) => checkKey(parts.join('/'));
