import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runApart } from './run-apart';

const dir = mkdtempSync(path.join(tmpdir(), 'zewar-apart-'));
const script = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('runApart (docs/decisions/043)', () => {
  it('resolves with what the script said last, from a process of its own', async () => {
    const said = script(
      'says.mjs',
      `process.send({ pid: process.pid, args: process.argv.slice(2) }, () => process.disconnect());`,
    );
    const answer = await runApart<{ pid: number; args: string[] }>(said, ['a', 'b']);
    expect(answer?.args).toEqual(['a', 'b']);
    expect(answer?.pid).not.toBe(process.pid);
  });

  it('resolves null when stopped, after the script has finished what it was doing', async () => {
    const slow = script(
      'slow.mjs',
      `process.on('SIGTERM', () => setTimeout(() => process.exit(0), 50)); process.send('started'); setInterval(() => {}, 1000);`,
    );
    const stop = new AbortController();
    const running = runApart(slow, [], stop.signal);
    await new Promise((r) => setTimeout(r, 300));
    stop.abort();
    await expect(running).resolves.toBeNull();
  });

  it('rejects when the script fails', async () => {
    const fails = script('fails.mjs', `throw new Error('no');`);
    await expect(runApart(fails, [])).rejects.toThrow(/fails\.mjs ended with code 1/);
  });
});
