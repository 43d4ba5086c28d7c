// First-load JavaScript per page: what the HTML asks for (module scripts, modulepreloads, the imports of the
// inline hydration script) plus anything those modules import statically that the HTML forgot to preload.
import { gzipSync } from 'node:zlib';

export const JS_BUDGET_GZIP = 125_000; // 125 kB on every storefront page (docs/decisions/041), counted as 125,000 bytes

const attr = (tag, name) =>
  tag
    .match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find((x) => x !== undefined);
const decode = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Script URLs named by a page's HTML (resolved against the page URL, in order, deduplicated). */
export function scriptsOfHtml(html, pageUrl) {
  const found = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && /^module$/i.test(attr(tag, 'type') ?? '')) found.push(decode(src));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (href && rel.includes('modulepreload')) found.push(decode(href));
  }
  // Inline module scripts (React Router's hydration script): static imports and import("...").
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attr(`<x ${m[1]}>`, 'src')) continue;
    found.push(...importsOf(m[2], { dynamic: true }));
  }
  return [...new Set(found.map((u) => new URL(u, pageUrl).href))];
}

/** Import specifiers of a module's source: static imports/re-exports, and import("...") when asked. */
export function importsOf(code, { dynamic = false } = {}) {
  const out = [];
  for (const m of code.matchAll(/(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g))
    out.push(m[1]);
  if (dynamic) for (const m of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) out.push(m[1]);
  return out.filter((s) => s.startsWith('/') || s.startsWith('./') || s.startsWith('../') || /^https?:/.test(s));
}

/**
 * Fetches each page, then each script once (cached across pages), following static imports. Returns per
 * page: the files, raw bytes, gzip-9 bytes, and which files were only reached through imports.
 */
export async function jsBytesPerPage(base, pages) {
  const cache = new Map();
  const load = async (url) => {
    if (!cache.has(url)) {
      cache.set(
        url,
        (async () => {
          const res = await fetch(url);
          if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
          const body = Buffer.from(await res.arrayBuffer());
          return {
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            imports: importsOf(body.toString('utf8')),
          };
        })(),
      );
    }
    return cache.get(url);
  };
  const out = [];
  for (const page of pages) {
    const res = await fetch(base + page.path);
    if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}`);
    const pageUrl = new URL(base + page.path).href;
    const html = await res.text();
    const listed = scriptsOfHtml(html, pageUrl).filter((u) => u.startsWith(new URL(base).origin));
    // Inline scripts (route context, the hydration script, with React Router's partial manifest) come with the HTML.
    const inlineBytes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(
        (m) =>
          !attr(`<x ${m[1]}>`, 'src') && !/application\/(ld\+)?json|importmap/i.test(attr(`<x ${m[1]}>`, 'type') ?? ''),
      )
      .reduce((n, m) => n + Buffer.byteLength(m[2]), 0);
    const seen = new Set(listed);
    const queue = [...listed];
    const unlisted = [];
    let raw = 0;
    let gzip = 0;
    while (queue.length) {
      const url = queue.shift();
      const f = await load(url);
      raw += f.raw;
      gzip += f.gzip;
      for (const spec of f.imports) {
        const dep = new URL(spec, url).href;
        if (!seen.has(dep)) {
          seen.add(dep);
          unlisted.push(dep);
          queue.push(dep);
        }
      }
    }
    const short = (u) => new URL(u).pathname;
    out.push({
      page: page.name,
      path: page.path,
      files: seen.size,
      rawBytes: raw,
      gzipBytes: gzip,
      inlineScriptBytes: inlineBytes,
      pass: gzip <= JS_BUDGET_GZIP,
      scripts: [...seen].map(short),
      notPreloaded: unlisted.map(short),
    });
  }
  return out;
}
