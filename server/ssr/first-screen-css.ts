import postcss, { type ChildNode } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * The stylesheet cut down to what a page's own HTML can use (docs/decisions/046-first-screen-before-script.md).
 *
 * A rule is kept when one of its selectors names only classes and ids the page carries; what sits inside
 * :not(), :is(), :where() and :has() is not required (keeping too much is harmless, keeping too little is not).
 * Rules without a class or id (elements, tokens in :root), @font-face and @keyframes are always kept. What is
 * left out (open menus, dialogs, the states scripts add) comes with the whole stylesheet, which the page links
 * once its first screen is in (server/ssr/deferred-hydration.ts). The stylesheet is parsed once; cutting it for a
 * page is a walk over its rules with the page's names in a set.
 */
type Piece = { text: string; needs: string[][] | null } | { open: string; inner: Piece[] };

/** The names each selector of a rule needs; null when some selector needs none (always kept). */
function needsOf(selectors: string[]): string[][] | null {
  const all: string[][] = [];
  for (const selector of selectors) {
    const names: string[] = [];
    selectorParser((root) => {
      root.walk((node) => {
        if (node.type !== 'class' && node.type !== 'id') return;
        for (let p = node.parent; p; p = p.parent) if (p.type === 'pseudo') return;
        names.push(node.type === 'class' ? `.${node.value}` : `#${node.value}`);
      });
    }).processSync(selector);
    if (names.length === 0) return null;
    all.push(names);
  }
  return all;
}

function piecesOf(nodes: ChildNode[]): Piece[] {
  return nodes.flatMap((node): Piece[] => {
    if (node.type === 'rule') return [{ text: node.toString(), needs: needsOf(node.selectors) }];
    if (node.type === 'atrule' && node.nodes && /^(media|supports|layer|container)$/i.test(node.name))
      return [{ open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`, inner: piecesOf(node.nodes) }];
    if (node.type === 'comment') return [];
    return [{ text: node.toString(), needs: null }];
  });
}

function cut(pieces: Piece[], has: Set<string>): string {
  let out = '';
  for (const piece of pieces) {
    if ('open' in piece) {
      const inner = cut(piece.inner, has);
      if (inner) out += `${piece.open}${inner}}`;
    } else if (piece.needs === null || piece.needs.some((names) => names.every((n) => has.has(n)))) {
      out += piece.text.endsWith('}') || piece.text.endsWith(';') ? piece.text : `${piece.text};`;
    }
  }
  return out;
}

const CLASS_OR_ID = /\s(class|id)="([^"]*)"/g;

/** The classes (as `.name`) and ids (as `#name`) the elements of an HTML text carry. */
export function namesInHtml(html: string): Set<string> {
  const has = new Set<string>();
  for (const [, attr, value] of html.matchAll(CLASS_OR_ID))
    for (const name of (value ?? '').split(/\s+/)) if (name) has.add(attr === 'class' ? `.${name}` : `#${name}`);
  return has;
}

/** A cutter for one stylesheet: given a page's HTML, the rules that page can use, in the stylesheet's order. */
export function firstScreenCss(css: string): (html: string) => string {
  const pieces = piecesOf(postcss.parse(css).nodes);
  return (html) => cut(pieces, namesInHtml(html));
}
