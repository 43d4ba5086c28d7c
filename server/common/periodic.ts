/**
 * A job the shop runs on its own, once at start and then every `intervalMs`, one round at a time (a round still
 * running when the next is due is not doubled): the expired holds, the stock imports' files. A round's failure is
 * logged and the next round tries again. The timer does not keep the process alive; stop() waits for a round in
 * progress.
 */
export function startPeriodic(name: string, work: () => Promise<void>, intervalMs: number, log: (msg: string) => void) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = () => {
    if (stopped || running) return running;
    running = work()
      .catch((err: unknown) => log(`${name}: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void round(), intervalMs);
  timer.unref();
  const first = round();
  return {
    /** The round run at start. */
    first,
    /** Runs a round now (or waits for the one under way). */
    runNow: async () => {
      await round();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
