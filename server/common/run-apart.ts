import { fork } from 'node:child_process';

/**
 * Runs a built script of the shop (build/server/*.js) in a process of its own and waits for it to end
 * (docs/decisions/043): memory a one-off job takes (making the embedded database, drawing the demo's pictures) goes
 * back to the system when that process exits, where in the shop's own process much of it would stay for good.
 * Resolves with the last message the script sent, or null when `signal` stopped it (SIGTERM: the script finishes
 * what it is doing and exits); rejects when it ends otherwise than with code 0.
 */
export function runApart<T>(script: string, args: string[], signal?: AbortSignal): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const child = fork(script, args, { execArgv: [], stdio: 'inherit' });
    let said: T | null = null;
    child.on('message', (m) => (said = m as T));
    const stop = () => child.kill('SIGTERM');
    signal?.addEventListener('abort', stop, { once: true });
    child.once('error', reject);
    child.once('exit', (code, how) => {
      signal?.removeEventListener('abort', stop);
      if (signal?.aborted) resolve(null);
      else if (code === 0) resolve(said);
      else reject(new Error(`${script} ended with ${how ?? `code ${code}`}`));
    });
  });
}
