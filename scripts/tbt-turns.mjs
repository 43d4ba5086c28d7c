// Total blocking time of two builds side by side, on this machine as it is now: each build's shop already running,
// the page loaded in turns (a fresh browser context each time, the CPU slowed 4x as Lighthouse's mobile preset
// does), long tasks read by a PerformanceObserver until 4 s after load; TBT = the sum of each task's time over 50 ms.
// Medians over the rounds. Lighthouse's own figure moves with the host's speed from hour to hour; builds taking
// turns see the same host (docs/performance.md).
//
//   node scripts/tbt-turns.mjs PATH ROUNDS BASE_A BASE_B ...
//   node scripts/tbt-turns.mjs /Shop-Online/Gold/Rings/31 7 http://127.0.0.1:3197 http://127.0.0.1:3198
import { chromium } from '@playwright/test';

const [, , path = '/', rounds = '7', ...bases] = process.argv;
if (bases.length === 0) {
  console.error('usage: node scripts/tbt-turns.mjs PATH ROUNDS BASE_URL [BASE_URL ...]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const runs = Object.fromEntries(bases.map((b) => [b, []]));
for (let r = 0; r < Number(rounds); r++) {
  for (const base of bases) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const tasks = await page.evaluate(() => window.__longTasks);
    runs[base].push({ tbt: tasks.reduce((s, d) => s + Math.max(0, d - 50), 0), longest: Math.max(0, ...tasks) });
    await ctx.close();
  }
}
await browser.close();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const base of bases) {
  const tbt = runs[base].map((x) => Math.round(x.tbt));
  const longest = median(runs[base].map((x) => x.longest));
  console.log(
    `${base}${path}: TBT median ${median(tbt)} ms (longest task ${Math.round(longest)} ms) runs ${tbt.join(' ')}`,
  );
}
