import { describe, expect, it } from 'vitest';
import { DEFERRED_TYPE, deferHydration } from './deferred-hydration';

/** The shape React Router's <Scripts /> writes (7.x) with a nonce: preloads in the head, an inline module script in the body. */
const ROUTER_SCRIPT = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;
const page = (body = ROUTER_SCRIPT) =>
  `<html><head><link rel="modulepreload" href="/assets/entry.client-C.js" nonce="N0nce"/>` +
  `<link rel="modulepreload" href="/assets/root-A.js" nonce="N0nce"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="N0nce"/>` +
  `<link rel="modulepreload" href="/assets/home-B.js" nonce="N0nce"/></head>` +
  `<body><main>Rings</main><script nonce="N0nce">window.__reactRouterContext = {};</script>` +
  `<script nonce="N0nce" type="module" async="">${body}</script></body></html>`;

describe('deferHydration', () => {
  const out = deferHydration(page(), 'N0nce');

  it('takes the module preloads out of the head', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<main>Rings</main>');
  });

  it('keeps the module script word for word as an inert block, which no browser runs', () => {
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain(`<script type="${DEFERRED_TYPE}">${ROUTER_SCRIPT}</script>`);
  });

  it('carries the render’s nonce and gives it to the module script the block becomes', () => {
    expect(out).toContain('<script nonce="N0nce">(() => {');
    expect(out).toContain('const nonce = document.currentScript ? document.currentScript.nonce');
    expect(out).toContain('script.nonce = nonce;');
  });

  it('starts on load or at the first touch, key or focus, asking for every preload once', () => {
    const starter = /<script nonce="N0nce">(\(\(\) => \{[\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(starter).toContain(`addEventListener('load'`);
    for (const e of ['pointerdown', 'keydown', 'touchstart', 'focusin']) expect(starter).toContain(`'${e}'`);
    expect(starter).toContain('["/assets/entry.client-C.js","/assets/root-A.js","/assets/home-B.js"]');
  });

  it('leaves a page without a module script alone', () => {
    const plain =
      '<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body><p>Refused</p></body></html>';
    expect(deferHydration(plain, 'N0nce')).toBe(plain);
  });
});
