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

/** The page's accessibility violations, one line each (empty when there is none). */
export async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE); // evaluated by the browser's devtools protocol, so the page's CSP does not apply
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } })
      .axe;
    // The back office's alert notice is fixed at the foot of the screen: an order another test placed can put it over
    // the text being checked, which axe then reads as text on the notice's background. It is set aside while axe runs.
    const notice = document.querySelector<HTMLElement>('.alert-notice');
    const was = notice?.style.visibility ?? '';
    if (notice) notice.style.visibility = 'hidden';
    try {
      return (await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }))
        .violations;
    } finally {
      if (notice) notice.style.visibility = was;
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
