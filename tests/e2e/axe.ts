import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core's script, run in the page to check it (WCAG 2.1 A/AA and best practice). */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The page's accessibility violations, one line each (empty when there is none). What axe finds is checked once more
 * a moment later and only what it finds both times is reported: a page still moving (a notice sliding in, an answer
 * redrawing a panel) can put one element over another for an instant; a real fault stays.
 */
export async function violations(page: Page): Promise<string[]> {
  const first = await axeOnce(page);
  if (!first.length) return first;
  await page.waitForTimeout(1000);
  const second = new Set(await axeOnce(page));
  return first.filter((v) => second.has(v));
}

async function axeOnce(page: Page): Promise<string[]> {
  await page.evaluate(AXE); // evaluated by the browser's devtools protocol, so the page's CSP does not apply
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } })
      .axe;
    // The back office's alert notice is fixed at the foot of the screen: an order another test placed can put it over
    // the text being checked (or fill it while axe runs), which axe then reads as text on the notice's background. It
    // is set aside while axe runs by a rule of the page's own stylesheet, so a notice drawn afresh meanwhile is too.
    const sheet = [...document.styleSheets].find((s) => {
      try {
        return s.cssRules.length >= 0;
      } catch {
        return false; // another origin's sheet cannot be read
      }
    });
    const rule = sheet
      ? sheet.insertRule('.alert-notice { visibility: hidden !important; }', sheet.cssRules.length)
      : -1;
    try {
      return (
        await axe.run(document, {
          runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
          // A control's name holds its visible words (WCAG 2.5.3), an experimental rule axe leaves out unless asked.
          rules: { 'label-content-name-mismatch': { enabled: true } },
        })
      ).violations;
    } finally {
      if (sheet && rule >= 0) sheet.deleteRule(rule);
    }
  });
  return found.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}
