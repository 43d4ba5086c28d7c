// Lighthouse 12 mobile performance score per page (npx, Debian's Chromium), runs one after another.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Speed-on-a-phone budget: score 100, LCP at most 1.2 s, TBT at most 50 ms, no layout shift (medians of the runs). */
export const LIGHTHOUSE_BUDGET = 100;
export const LCP_BUDGET_MS = 1200;
export const TBT_BUDGET_MS = 50;
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';

function run(url, outPath) {
  return new Promise((resolve, reject) => {
    execFile(
      'npx',
      [
        '-y',
        'lighthouse@12',
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        `--chrome-path=${CHROMIUM}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--output=json',
        `--output-path=${outPath}`,
        '--quiet',
      ],
      { timeout: 240_000, maxBuffer: 16 * 1024 * 1024 },
      (err, _stdout, stderr) => {
        if (err) reject(new Error(`lighthouse ${url}: ${err.message}\n${String(stderr).slice(-2000)}`));
        else resolve();
      },
    );
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function lighthouse(base, pages, { runs = 2, log = () => {} } = {}) {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  const dir = mkdtempSync(path.join(tmpdir(), 'zewar-lh-'));
  try {
    const out = [];
    for (const page of pages) {
      // A page as guests find it on a running shop: asked for before, so kept with its best compression
      // (server/http/body-cache.ts makes it behind the second answer).
      for (let i = 0; i < 2; i++)
        await fetch(base + page.path, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
      await new Promise((r) => setTimeout(r, 500));
      const scores = [];
      const metrics = [];
      for (let i = 0; i < runs; i++) {
        const file = path.join(dir, `${page.name}-${i}.json`);
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try before giving up.
        await run(base + page.path, file).catch((err) => {
          log(`  lighthouse ${page.name} run ${i + 1} failed, trying again: ${err.message.split('\n')[0]}`);
          return run(base + page.path, file);
        });
        const report = JSON.parse(readFileSync(file, 'utf8'));
        const score = report.categories?.performance?.score;
        if (typeof score !== 'number')
          throw new Error(
            `lighthouse ${page.path}: no performance score (${report.runtimeError?.message ?? 'unknown'})`,
          );
        scores.push(Math.round(score * 100));
        const a = report.audits;
        metrics.push({
          fcpMs: Math.round(a['first-contentful-paint']?.numericValue ?? 0),
          lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? 0),
          cls: Math.round((a['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          siMs: Math.round(a['speed-index']?.numericValue ?? 0),
          benchmarkIndex: report.environment?.benchmarkIndex,
        });
        log(`  lighthouse ${page.name} run ${i + 1}: ${scores.at(-1)}`);
      }
      const score = median(scores);
      const med = Object.fromEntries(Object.keys(metrics[0]).map((k) => [k, median(metrics.map((m) => m[k] ?? 0))]));
      out.push({
        page: page.name,
        path: page.path,
        score,
        scores,
        median: med,
        metrics,
        pass: score >= LIGHTHOUSE_BUDGET && med.lcpMs <= LCP_BUDGET_MS && med.tbtMs <= TBT_BUDGET_MS && med.cls === 0,
      });
    }
    return { pages: out };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
