/**
 * The shop's messages are ICU MessageFormat (docs/decisions/092-one-catalogue-per-language.md): `{name}`,
 * `{count, plural, =0 {...} one {# piece} other {# pieces}}`, `{kind, select, gold {...} other {...}}` and tags
 * `<link>...</link>` that the page draws as elements. This is the small part of ICU the catalogues use, written here
 * because it runs on the guest's phone with every page (a few hundred bytes against a library's ten kilobytes, the
 * first-load JS budget); a test formats every message of both catalogues with `intl-messageformat` and this, and
 * expects the same words.
 *
 * Plural categories: English and Urdu both have `one` (the integer 1) and `other`. Numbers are written in Latin
 * digits with thousands separators, as Pakistani shops and banks write prices and weights in either language.
 */

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A message as the server sends it to the page (docs/decisions/100): a pattern without arguments or tags is its words;
 * any other is read once on the server into parts, so the browser formats without carrying the reader. A part is
 * words, `[arg]`, `0` for a plural's `#`, `[tag, parts]`, or `[arg, 'p' | 's', { option: parts }]`.
 */
export type Message = string | readonly Part[];
/** A catalogue's messages as a page receives them. */
export type Words = Readonly<Record<string, Message>>;
export type Part =
  | string
  | 0
  | readonly [arg: string]
  | readonly [tag: string, children: readonly Part[]]
  | readonly [arg: string, kind: 'p' | 's', options: Readonly<Record<string, readonly Part[]>>];

type Node =
  | string
  | { readonly arg: string }
  | { readonly hash: true }
  | { readonly arg: string; readonly kind: 'plural' | 'select'; readonly options: ReadonlyMap<string, Node[]> }
  | { readonly tag: string; readonly children: Node[] };

export class MessageSyntaxError extends Error {}

const SPECIAL = new Set(['{', '}', '#', '<', '>']);

/** Reads a pattern into nodes; `#` is a number only inside a plural's option. */
function parse(src: string): Node[] {
  let i = 0;
  const fail = (what: string): never => {
    throw new MessageSyntaxError(`${what} at ${i} in "${src}"`);
  };
  const skipSpace = () => {
    while (i < src.length && /\s/.test(src[i] ?? '')) i++;
  };
  const word = () => {
    skipSpace();
    const m = /^[\w=.-]+/.exec(src.slice(i));
    if (!m) fail('a name was expected');
    i += m![0].length;
    skipSpace();
    return m![0];
  };

  function nodes(inPlural: boolean, closeTag?: string): Node[] {
    const out: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (i < src.length) {
      const c = src[i]!;
      if (c === "'") {
        const next = src[i + 1];
        if (next === "'") {
          text += "'";
          i += 2;
        } else if (next !== undefined && SPECIAL.has(next)) {
          const end = src.indexOf("'", i + 1);
          if (end < 0) fail('an unclosed quote');
          text += src.slice(i + 1, end);
          i = end + 1;
        } else {
          text += c;
          i++;
        }
      } else if (c === '{') {
        flush();
        i++;
        out.push(argument());
      } else if (c === '}') {
        break;
      } else if (c === '#' && inPlural) {
        flush();
        out.push({ hash: true });
        i++;
      } else if (c === '<' && src[i + 1] === '/') {
        if (!closeTag) fail('a closing tag without its opening');
        flush();
        const end = `</${closeTag}>`;
        if (!src.startsWith(end, i)) fail(`${end} was expected`);
        i += end.length;
        return out;
      } else if (c === '<' && /[a-z]/i.test(src[i + 1] ?? '')) {
        flush();
        const m = /^<([a-z][\w-]*)>/i.exec(src.slice(i));
        if (!m) fail('a tag was expected');
        i += m![0].length;
        out.push({ tag: m![1]!, children: nodes(inPlural, m![1]) });
      } else {
        text += c;
        i++;
      }
    }
    if (closeTag) fail(`</${closeTag}> was expected`);
    flush();
    return out;
  }

  function argument(): Node {
    const arg = word();
    if (src[i] === '}') {
      i++;
      return { arg };
    }
    if (src[i] !== ',') fail('"," or "}" was expected');
    i++;
    const kind = word();
    if (kind !== 'plural' && kind !== 'select') fail(`"${kind}" is not plural or select`);
    if (src[i] !== ',') fail('"," was expected');
    i++;
    const options = new Map<string, Node[]>();
    for (;;) {
      skipSpace();
      if (src[i] === '}') {
        i++;
        break;
      }
      const key = word();
      if (src[i] !== '{') fail('"{" was expected');
      i++;
      options.set(key, nodes(kind === 'plural'));
      if (src[i] !== '}') fail('"}" was expected');
      i++;
    }
    if (!options.has('other')) fail(`${arg}'s ${kind} has no "other"`);
    return { arg, kind: kind as 'plural' | 'select', options };
  }

  const out = nodes(false);
  if (i < src.length) fail('an unexpected "}"');
  return out;
}

/** The parts of a parsed pattern, as sent to the page. */
const partsOf = (nodes: readonly Node[]): Part[] =>
  nodes.map((n): Part => {
    if (typeof n === 'string') return n;
    if ('hash' in n) return 0;
    if ('tag' in n) return [n.tag, partsOf(n.children)];
    if ('kind' in n)
      return [
        n.arg,
        n.kind === 'plural' ? 'p' : 's',
        Object.fromEntries([...n.options].map(([key, option]) => [key, partsOf(option)])),
      ];
    return [n.arg];
  });

const compiled = new Map<string, Message>();
/** A pattern read into a message (throws MessageSyntaxError when malformed); read once per pattern. */
export function compile(pattern: string): Message {
  let m = compiled.get(pattern);
  if (m === undefined) {
    const parts = partsOf(parse(pattern));
    m = parts.length === 0 ? '' : parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
    compiled.set(pattern, m);
  }
  return m;
}

/** Every message of a catalogue compiled. */
export const compileAll = (catalogue: Readonly<Record<string, string>>): Record<string, Message> =>
  Object.fromEntries(Object.entries(catalogue).map(([key, pattern]) => [key, compile(pattern)]));

/** Latin digits, thousands separated: 1234567 → "1,234,567". */
const numberText = (n: number) => {
  const [whole = '', frac] = String(Math.abs(n)).split('.');
  return (n < 0 ? '-' : '') + whole.replace(/\B(?=(\d{3})+$)/g, ',') + (frac ? `.${frac}` : '');
};

const valueText = (v: string | number | undefined) => (typeof v === 'number' ? numberText(v) : (v ?? ''));

/**
 * A message with its values; `tag` draws a tag's content (by default its words alone). Adjacent words are joined,
 * so a message without tags gives one string.
 */
export function formatParts<T>(
  message: Message,
  values: MessageValues = {},
  tag?: (name: string, children: (string | T)[]) => T,
): (string | T)[] {
  /** Parts with adjacent words joined. */
  const collector = () => {
    const out: (string | T)[] = [];
    const push = (x: string | T) => {
      const last = out.length - 1;
      if (typeof x === 'string' && typeof out[last] === 'string') out[last] += x;
      else if (x !== '') out.push(x);
    };
    return { out, push };
  };
  const walk = (parts: readonly Part[], plural: number | null, into: (x: string | T) => void) => {
    for (const p of parts) {
      if (typeof p === 'string') into(p);
      else if (p === 0) into(plural === null ? '#' : numberText(plural));
      else if (p.length === 1) into(valueText(values[p[0]]));
      else if (p.length === 2) {
        const inner = collector();
        walk(p[1], plural, inner.push);
        if (tag) into(tag(p[0], inner.out));
        else for (const x of inner.out) into(x);
      } else {
        const [arg, kind, options] = p;
        // Own options only: a value such as "constructor" must not find the object's prototype.
        const option = (key: string) => (Object.hasOwn(options, key) ? options[key] : undefined);
        const v = values[arg];
        if (kind === 'p') {
          const num = Number(v);
          walk(option(`=${num}`) ?? (num === 1 ? option('one') : undefined) ?? option('other') ?? [], num, into);
        } else walk(option(String(v)) ?? option('other') ?? [], plural, into);
      }
    }
  };
  const all = collector();
  walk(typeof message === 'string' ? [message] : message, null, all.push);
  return all.out;
}

/** A message as words. */
export const formatMessage = (message: Message, values?: MessageValues): string =>
  formatParts<string>(message, values).join('');

/** A pattern as words: for the server and tests, which read patterns where they are (the page gets messages). */
export const formatPattern = (pattern: string, values?: MessageValues): string =>
  formatMessage(compile(pattern), values);

/** Names of a pattern's arguments and tags (throws MessageSyntaxError on a malformed pattern), for the catalogue test. */
export function placeholdersOf(pattern: string): { args: string[]; tags: string[] } {
  const args = new Set<string>();
  const tags = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      if (typeof n === 'string' || 'hash' in n) continue;
      if ('tag' in n) {
        tags.add(n.tag);
        walk(n.children);
      } else {
        args.add(n.arg);
        if ('kind' in n) for (const o of n.options.values()) walk(o);
      }
    }
  };
  walk(parse(pattern));
  return { args: [...args].sort(), tags: [...tags].sort() };
}
