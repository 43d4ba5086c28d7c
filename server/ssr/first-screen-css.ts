import postcss, { type ChildNode } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * The stylesheet cut down to what a page's own HTML can use (docs/decisions/046-first-screen-before-script.md).
 *
 * A rule is kept when one of its selectors names only classes, ids and languages (`:lang(ur)`, a `lang` attribute
 * of the page) the page carries; what sits inside :not(), :is(), :where() and :has() is not required (keeping too
 * much is harmless, keeping too little is not). Rules without any of them (elements, tokens in :root) and
 * @keyframes are always kept; an @font-face is kept when a kept rule names its family, so an English page carries
 * none of the Urdu pages' rules nor their face (docs/decisions/096-urdu-typeface.md). What is
 * left out (open menus, dialogs, the states scripts add) comes with the whole stylesheet, which the page links
 * once its first screen is in (server/ssr/deferred-hydration.ts). The stylesheet is parsed once; cutting it for a
 * page is a walk over its rules with the page's names in a set.
 */
type Piece =
  { text: string; needs: string[][] | null } | { open: string; inner: Piece[] } | { face: string; family: string };

/** The names each selector of a rule needs; null when some selector needs none (always kept). */
function needsOf(selectors: string[]): string[][] | null {
  const all: string[][] = [];
  for (const selector of selectors) {
    const names: string[] = [];
    selectorParser((root) => {
      root.walk((node) => {
        const lang = node.type === 'pseudo' && node.value === ':lang';
        if (node.type !== 'class' && node.type !== 'id' && !lang) return;
        for (let p = node.parent; p; p = p.parent) if (p.type === 'pseudo') return;
        if (lang) names.push(`:lang(${node.nodes.join('').trim().toLowerCase()})`);
        else names.push(node.type === 'class' ? `.${node.value}` : `#${node.value}`);
      });
    }).processSync(selector);
    if (names.length === 0) return null;
    all.push(names);
  }
  return all;
}

/** A font family's name without its quotes, in lower case: how the kept rules' text is searched for it. */
const unquoted = (name: string) => name.replace(/['"]/g, '').trim().toLowerCase();

function piecesOf(nodes: ChildNode[]): Piece[] {
  return nodes.flatMap((node): Piece[] => {
    if (node.type === 'rule') return [{ text: node.toString(), needs: needsOf(node.selectors) }];
    if (node.type === 'atrule' && node.nodes && /^(media|supports|layer|container)$/i.test(node.name))
      return [{ open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`, inner: piecesOf(node.nodes) }];
    if (node.type === 'comment') return [];
    if (node.type === 'atrule' && node.name.toLowerCase() === 'font-face') {
      let family = '';
      node.walkDecls(/^font-family$/i, (decl) => void (family = unquoted(decl.value)));
      return [{ face: node.toString(), family }];
    }
    return [{ text: node.toString(), needs: null }];
  });
}

/** The rules the page can use; the @font-face pieces when `face(family)` says so. */
function cutWith(pieces: Piece[], has: Set<string>, face: (family: string) => boolean): string {
  let out = '';
  for (const piece of pieces) {
    if ('open' in piece) {
      const inner = cutWith(piece.inner, has, face);
      if (inner) out += `${piece.open}${inner}}`;
    } else if ('face' in piece) {
      if (face(piece.family)) out += piece.face;
    } else if (piece.needs === null || piece.needs.some((names) => names.every((n) => has.has(n)))) {
      out += piece.text.endsWith('}') || piece.text.endsWith(';') ? piece.text : `${piece.text};`;
    }
  }
  return out;
}

/** The page's rules, with the faces they name (a face no kept rule names would only sit there unused). */
function cut(pieces: Piece[], has: Set<string>): string {
  const rules = unquoted(cutWith(pieces, has, () => false));
  return cutWith(pieces, has, (family) => family !== '' && rules.includes(family));
}

const CLASS_OR_ID = /\s(class|id)="([^"]*)"/g;
const PAGE_LANG = /<html\b[^>]*\slang="([^"]*)"/i;

/**
 * The classes (as `.name`) and ids (as `#name`) the elements of an HTML text carry, and the page's language (as
 * `:lang(ur)`; `lang="ur-PK"` gives `:lang(ur-pk)` and `:lang(ur)`), from `<html lang>` only: the language rules are
 * the whole page's (`body:lang(ur)`, app/urdu.css), and a word in another language inside a page (the language
 * switch's "اردو" on an English page) does not make them the page's.
 */
export function namesInHtml(html: string): Set<string> {
  const has = new Set<string>();
  const tags = (PAGE_LANG.exec(html)?.[1] ?? '').trim().toLowerCase().split('-');
  for (let i = 1; i <= tags.length; i++) if (tags[0]) has.add(`:lang(${tags.slice(0, i).join('-')})`);
  for (const [, attr, value = ''] of html.matchAll(CLASS_OR_ID))
    for (const name of value.split(/\s+/)) if (name) has.add(attr === 'class' ? `.${name}` : `#${name}`);
  return has;
}

/** A cutter for one stylesheet: given a page's HTML, the rules that page can use, in the stylesheet's order. */
export function firstScreenCss(css: string): (html: string) => string {
  const pieces = piecesOf(postcss.parse(css).nodes);
  return (html) => cut(pieces, namesInHtml(html));
}
