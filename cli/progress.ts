/**
 * How far a stock import has come, on the owner's terminal: a progress bar (cli-progress) when the output is a
 * terminal, plain lines every few seconds otherwise (a log, a pipe, CI).
 */
import cliProgress from 'cli-progress';
import type { StockImportStep } from '../server/owner/stock-commands';

export interface ProgressReporter {
  update(p: StockImportStep): void;
  stop(): void;
}

/** What is counted: a .zip's pictures unpacked, then rows, while checking; pictures, then rows, while importing. */
function countOf(p: StockImportStep) {
  if (p.step === 'checking' && p.picturesTotal)
    return { label: 'Unpacking', done: p.picturesDone, total: p.picturesTotal, unit: 'pictures' };
  if (p.step === 'checking') return { label: 'Checking', done: p.rowsDone, total: 0, unit: 'rows' };
  if (p.picturesTotal && p.picturesDone < p.picturesTotal)
    return { label: 'Pictures', done: p.picturesDone, total: p.picturesTotal, unit: 'pictures' };
  return { label: 'Importing', done: p.rowsDone, total: p.rowsTotal, unit: 'rows' };
}

export function progressReporter(out: NodeJS.WriteStream = process.stderr): ProgressReporter {
  if (!out.isTTY) {
    let last = 0;
    let lastLabel = '';
    return {
      update(p) {
        const c = countOf(p);
        const now = Date.now();
        if (c.label === lastLabel && now - last < 3000) return;
        [last, lastLabel] = [now, c.label];
        out.write(`${c.label}: ${c.done}${c.total ? ` of ${c.total}` : ''} ${c.unit}\n`);
      },
      stop() {},
    };
  }
  const bar = new cliProgress.SingleBar(
    {
      stream: out,
      format: '{label} |{bar}| {value}/{total} {unit} | {eta_formatted} left',
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  let label = '';
  return {
    update(p) {
      const c = countOf(p);
      const total = c.total || Math.max(c.done, 1);
      if (c.label !== label) {
        if (label) bar.stop();
        label = c.label;
        bar.start(total, c.done, { label: c.label, unit: c.unit });
      } else {
        bar.setTotal(total);
        bar.update(c.done);
      }
    },
    stop() {
      if (label) bar.stop();
    },
  };
}
