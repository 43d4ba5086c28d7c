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

const parsed = new Map<string, Node[]>();
const nodesOf = (pattern: string) => {
  let n = parsed.get(pattern);
  if (!n) parsed.set(pattern, (n = parse(pattern)));
  return n;
};

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
  pattern: string,
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
  const walk = (nodes: Node[], plural: number | null, into: (x: string | T) => void) => {
    for (const n of nodes) {
      if (typeof n === 'string') into(n);
      else if ('hash' in n) into(plural === null ? '#' : numberText(plural));
      else if ('tag' in n) {
        const inner = collector();
        walk(n.children, plural, inner.push);
        if (tag) into(tag(n.tag, inner.out));
        else for (const x of inner.out) into(x);
      } else if ('kind' in n) {
        const v = values[n.arg];
        if (n.kind === 'plural') {
          const num = Number(v);
          const pick = n.options.get(`=${num}`) ?? (num === 1 ? n.options.get('one') : undefined);
          walk(pick ?? n.options.get('other')!, num, into);
        } else walk(n.options.get(String(v)) ?? n.options.get('other')!, plural, into);
      } else into(valueText(values[n.arg]));
    }
  };
  const all = collector();
  walk(nodesOf(pattern), null, all.push);
  return all.out;
}

/** A message as words. */
export const formatMessage = (pattern: string, values?: MessageValues): string =>
  formatParts<string>(pattern, values).join('');

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
