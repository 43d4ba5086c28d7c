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
const BREAKPOINTS = { max: [600, 800, 1024], min: [601, 801, 1025] };

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
