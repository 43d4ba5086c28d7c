import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * One process at a time on the embedded database (docs/decisions/090): two PGlite instances on one data folder
 * overwrite each other's pages and leave it unreadable. The shop takes DATA_DIR/pglite.lock before it makes or opens
 * its database and gives it back when it closes; the owner's command line takes it before it opens the database
 * itself (when no running shop answers), and waits for a shop that holds it while starting.
 */
export const lockFileFor = (dataDir: string) => path.join(dataDir, 'pglite.lock');

/** Another live process holds the embedded database. */
export class EmbeddedInUse extends Error {
  constructor(
    readonly pid: number,
    readonly file: string,
  ) {
    super(
      `The embedded database in ${path.dirname(file)} is in use by process ${pid} (a shop running or starting, or ` +
        `an owner's command). Wait for it; if no such process is running, delete ${file}.`,
    );
  }
}

/**
 * A process's state and when it started, in clock ticks since boot (Linux's /proc/PID/stat, fields 3 and 22), or
 * null where there is no /proc: a process given the pid of one that ended (a container started again) is told apart
 * from it, and so is one that has ended but not yet been reaped (a zombie).
 */
async function procOf(pid: number): Promise<{ state: string; started: string } | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  // The fields after the command's name in parentheses (which may hold spaces): the state first, the start 20th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', started: fields[19] ?? '' };
}

interface Holder {
  pid: number;
  started: string | null;
}

async function alive({ pid, started }: Holder): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (started === null) return true;
  const proc = await procOf(pid);
  return proc !== null && proc.state !== 'Z' && proc.started === started;
}

const holderOf = (text: string): Holder => {
  try {
    const { pid, started } = JSON.parse(text) as Partial<Holder>;
    return { pid: Number(pid), started: typeof started === 'string' ? started : null };
  } catch {
    return { pid: Number.NaN, started: null };
  }
};

/**
 * Takes the embedded database's lock for this process, or throws EmbeddedInUse when a live process holds it (this
 * process too: a second opener in one process is refused as well). A lock left by a process that has ended is taken
 * over, even when a new process was given its pid. Resolves to the function that gives it back.
 */
export async function lockEmbedded(dataDir: string): Promise<() => Promise<void>> {
  const file = lockFileFor(dataDir);
  await mkdir(dataDir, { recursive: true });
  const mine = JSON.stringify({
    pid: process.pid,
    started: (await procOf(process.pid))?.started ?? null,
  } satisfies Holder);
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, mine, { flag: 'wx', mode: 0o600 });
      return async () => {
        if ((await readFile(file, 'utf8').catch(() => '')) === mine) await rm(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = holderOf(await readFile(file, 'utf8').catch(() => ''));
    // Taken by another process between our two tries: it is in use.
    if (attempt > 0 || (await alive(holder))) throw new EmbeddedInUse(holder.pid, file);
    // Left by a process that ended (or half written): taken over.
    await rm(file, { force: true });
  }
}
