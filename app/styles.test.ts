import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The stylesheet's rules (written at the top of styles.css, docs/decisions/022-one-css-system.md): colours only
 * as tokens of the one :root, no var() fallbacks, every var() defined, three breakpoint widths, flat class names.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const sheets = readdirSync(here)
  .filter((f) => f.endsWith('.css'))
  .map((f) => ({ file: f, css: readFileSync(path.join(here, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

const ROOT = /:root\s*\{([^}]*)\}/g;
const roots = sheets.flatMap(({ file, css }) => [...css.matchAll(ROOT)].map((m) => ({ file, body: m[1] ?? '' })));
const defined = new Set(roots.flatMap(({ body }) => [...body.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])));
const outside = sheets.map(({ file, css }) => ({ file, css: css.replace(ROOT, '') }));

/** Every `property: value` outside :root, with its file. */
const declarations = outside.flatMap(({ file, css }) =>
  [...css.matchAll(/\{([^{}]*)\}/g)].flatMap((block) =>
    (block[1] ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d.includes(':'))
      .map((d) => ({ file, prop: d.slice(0, d.indexOf(':')).trim(), value: d.slice(d.indexOf(':') + 1).trim() })),
  ),
);

const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color-mix)\(/i;
const NAMED_COLOUR =
  /\b(?:white|black|red|green|blue|yellow|orange|purple|pink|gr[ae]y|silver|gold|maroon|navy|teal|brown|beige|ivory|cream)\b/i;
const BREAKPOINTS = { max: [400, 600, 800, 1024], min: [601, 801, 1025] };

describe('app/*.css', () => {
  it('has one :root, in styles.css', () => {
    expect(roots.map((r) => r.file)).toEqual(['styles.css']);
  });

  it('writes colours only as tokens', () => {
    const literal = declarations.filter(({ value }) => {
      const v = value.replace(/var\(--[\w-]+\)/g, '');
      return /#[0-9a-f]{3,8}\b/i.test(v) || COLOUR_FUNCTION.test(v) || NAMED_COLOUR.test(v);
    });
    expect(literal).toEqual([]);
  });

  it('uses no var() fallbacks and no undefined token', () => {
    const used = sheets.flatMap(({ file, css }) =>
      [...css.matchAll(/var\(\s*(--[\w-]+)\s*(,?)/g)].map((m) => ({ file, token: m[1] ?? '', fallback: m[2] === ',' })),
    );
    expect(used.filter((u) => u.fallback)).toEqual([]);
    expect(used.filter((u) => !defined.has(u.token))).toEqual([]);
  });

  it('uses only the breakpoint widths listed in styles.css', () => {
    const odd = sheets.flatMap(({ file, css }) =>
      [...css.matchAll(/@media([^{]+)\{/g)]
        .map((m) => (m[1] ?? '').trim())
        .filter((query) => {
          if (query === '(prefers-reduced-motion: reduce)') return false;
          const widths = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
          const rest = query.replace(/\((min|max)-width:\s*\d+px\)/g, '').replace(/\band\b/g, '');
          return (
            widths.length === 0 ||
            rest.trim() !== '' ||
            widths.some(([, kind, px]) => !BREAKPOINTS[kind === 'min' ? 'min' : 'max'].includes(Number(px)))
          );
        })
        .map((query) => ({ file, query })),
    );
    expect(odd).toEqual([]);
  });

  it('names classes flat (kebab-case, no BEM __ or --)', () => {
    const selectors = outside.flatMap(({ file, css }) =>
      [...css.matchAll(/([^{}]+)\{/g)]
        .map((m) => (m[1] ?? '').trim())
        .filter((s) => !s.startsWith('@') && /\.[a-zA-Z][\w-]*?(?:__|--)|\.[a-z-]*[A-Z_]/.test(s))
        .map((selector) => ({ file, selector })),
    );
    expect(selectors).toEqual([]);
  });
});

/**
 * One sheet for both directions (docs/decisions/094): the storefront's sheets name no physical side, so `dir="rtl"` on
 * <html> mirrors the page. The back office (admin.css) stays left to right. Each entry of ALLOWED is `file prop: value`
 * with its reason; none is needed today.
 */
describe('the storefront sheets, left to right and right to left', () => {
  const STOREFRONT = ['styles.css', 'pages.css', 'cart.css', 'forms.css'];
  const ALLOWED = new Map<string, string>([]);
  const storefront = declarations.filter(({ file }) => STOREFRONT.includes(file));
  const SIDE = /(?:^|-)(?:left|right)(?:-|$)/;
  const SIDE_WORD = /\b(?:left|right)\b/;
  /** Left and right of a shorthand of 4 sides that differ (margin: 0 8px 0 0), or of corners that differ. */
  const lopsided = (prop: string, value: string) => {
    const parts = value.match(/(?:[^\s()]+|\((?:[^()]|\([^()]*\))*\))+/g) ?? []; // split at spaces outside brackets
    if (/^(?:margin|padding|inset|border-(?:width|style|color))$/.test(prop))
      return parts.length === 4 && parts[1] !== parts[3];
    if (prop !== 'border-radius' || value.includes('/')) return false;
    // top-left, top-right, bottom-right, bottom-left as CSS fills them in; mirrored when the two tops or bottoms differ
    const [tl, tr = tl, br = tl, bl = tr] = parts;
    return tl !== tr || br !== bl;
  };
  /** A sideways move or shadow not turned by --inline-sign. */
  const sideways = (prop: string, value: string) =>
    !value.includes('var(--inline-sign)') &&
    ((/transform|translate/.test(prop) && /translate(?:X|3d)?\(\s*(?!0[\s,)])/.test(value)) ||
      (/shadow/.test(prop) && /^(?:inset\s+)?-?[1-9]/.test(value)));
  const physical = storefront
    .filter(
      ({ prop, value }) => SIDE.test(prop) || SIDE_WORD.test(value) || lopsided(prop, value) || sideways(prop, value),
    )
    .map(({ file, prop, value }) => `${file} ${prop}: ${value}`)
    .filter((d) => !ALLOWED.has(d));

  it('reads the four storefront sheets', () => {
    expect(new Set(storefront.map((d) => d.file))).toEqual(new Set(STOREFRONT));
  });

  it('names no physical side: inline-start and -end, start and end, or --inline-sign', () => {
    expect(physical).toEqual([]);
  });

  it('would see a physical side', () => {
    const caught = [
      ['margin-left', '8px'],
      ['left', '0'],
      ['text-align', 'right'],
      ['float', 'left'],
      ['border-top-right-radius', '4px'],
      ['padding', '0 8px 0 0'],
      ['border-radius', '0 4px 4px 0'],
      ['margin', 'calc(1px + 2px) var(--a) 0 var(--b)'],
      ['transform', 'translateX(-50%)'],
      ['box-shadow', 'inset 3px 0 0 var(--gold)'],
    ].filter(
      ([prop = '', value = '']) =>
        SIDE.test(prop) || SIDE_WORD.test(value) || lopsided(prop, value) || sideways(prop, value),
    );
    expect(caught).toHaveLength(10);
  });
});

describe('className in app/**/*.tsx', () => {
  const tsx = readdirSync(here, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => ({ file: f, src: readFileSync(path.join(here, f), 'utf8') }));

  it('names classes flat (no BEM __ or --)', () => {
    const bem = tsx.flatMap(({ file, src }) =>
      [...src.matchAll(/[cC]lassName=\{?\s*(["'`])([^"'`]*)\1/g)]
        .filter((m) => /[a-z](?:__|--)/.test(m[2] ?? ''))
        .map((m) => ({ file, className: m[2] })),
    );
    expect(tsx.length).toBeGreaterThan(10);
    expect(bem).toEqual([]);
  });
});
