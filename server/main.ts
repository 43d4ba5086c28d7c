import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import sharp from 'sharp';
import { registerAdmin } from './start/command-bridge';
import { runApart } from './common/run-apart';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { EmbeddedInUse, lockEmbedded } from './db/embedded-lock';
import { EnvError, readEnv } from './start/env';
import { describeStore, openFileStore } from './files/open-store';
import type { ShopFiles } from './files/shop-files';
import { startHoldExpiry } from './start/hold-expiry';
import { startImportSweep } from './start/import-sweep';
import { sweepStoppedImports } from './services/stock-import';
import { sweepOrphanUploads } from './services/upload-sweep';
import { outboxFolder, startOutbox } from './mail/outbox-worker';
import { loadDemoRows } from './services/demo-catalogue';
import {
  demoPicturesPending,
  markDemoPicturesPending,
  startDemoPictures,
  type DemoPictureJob,
} from './services/demo-pictures';
import { createSetupToken, staffCount } from './services/staff';

/** Start-up: check the settings, open and migrate the database, load the demo catalogue when empty, listen. */
async function main() {
  const env = readEnv();
  // No cache of the picture library's operations: every size of a picture is made once and kept on disk
  // (server/api/images.ts), and the cache held up to 50 MB of pixels after a first start (docs/decisions/043).
  sharp.cache(false);
  const here = path.dirname(fileURLToPath(import.meta.url));
  // The pages' build is read while the database is made or opened.
  const ssrBuildLoading = import(pathToFileURL(path.join(here, 'index.js')).href);
  ssrBuildLoading.catch(() => {});
  // Where the shop's files are kept: checked before anything is made, so a wrong bucket or key stops the start.
  const files: ShopFiles = { store: openFileStore(env.files), dataDir: env.dataDir };
  try {
    await files.store.check();
  } catch (err) {
    throw new EnvError(
      `The file store (${describeStore(env.files)}) cannot be written and read: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const pgliteDir = path.join(env.dataDir, 'pglite');
  // Built beside this file, the scripts that make a new embedded database and draw the demo's pictures in processes
  // of their own, whose memory goes back to the system when they end (docs/decisions/043); without them, in this one.
  const besideMe = (script: string) => [path.join(here, script)].find((f) => existsSync(f));
  const drawer = besideMe('draw-demo-pictures.js');
  const maker = besideMe('make-database.js');
  // A new embedded database gets the demo catalogue: one picture at a time is drawn while the database is made, which
  // keeps one core (docs/decisions/040-first-start.md).
  let pictures: DemoPictureJob | undefined;
  // One process at a time on the embedded database, this shop from before it is made until it is closed
  // (docs/decisions/090): a second shop or an owner's command on the same data folder is refused or waits.
  const unlock = env.databaseUrl ? async () => {} : await lockEmbedded(env.dataDir);
  if (!env.databaseUrl && !existsSync(pgliteDir)) {
    await markDemoPicturesPending(files.store);
    pictures = startDemoPictures(files.store, {
      concurrency: 1,
      drawer,
      dataDir: env.dataDir,
      log: (m) => console.log(m),
    });
  }
  if (pictures && maker) {
    // Made beside its place and moved there whole: a start stopped half way leaves no half-made database.
    const making = `${pgliteDir}.making`;
    await rm(making, { recursive: true, force: true });
    await runApart(maker, [making, env.dataDir]);
    await rename(making, pgliteDir);
  }
  const database = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: pgliteDir });
  await database.migrate();
  // A check or import the last run left half way changed nothing (docs/decisions/028): marked failed. One process
  // owns the embedded database; on PostgreSQL another process may be running one, so only a day-old one is swept.
  const swept = await sweepStoppedImports(database.db, new Date(Date.now() - (env.databaseUrl ? 24 * 3600_000 : 0)));
  if (swept)
    console.warn(`Marked ${swept} stock import(s) left half way by the last run as failed; nothing was changed.`);
  // A photo or slip written before its transaction and left behind by a crash (docs/decisions/033).
  const orphans = await sweepOrphanUploads(database.db, files.store);
  if (orphans.length) console.warn(`Removed ${orphans.length} upload(s) no order or inquiry points to.`);
  // The files of the stock imports that are over (done, failed, checked and not imported in time), now and every
  // 15 minutes (docs/behaviour.md §11.12).
  const importFiles = startImportSweep({ db: database.db, files, log: (m) => console.warn(m) });
  await importFiles.first;
  const started = Date.now();
  const demo = await loadDemoRows(database.db, { store: files.store });
  if (demo)
    console.log(`Loaded the demo catalogue: ${demo.items} items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Its pictures are drawn, one per core, while the shop answers; one asked for before its turn is drawn then. The
  // drawing begun while the database was made goes on, and the other cores start from the catalogue's end.
  const cores = availableParallelism();
  const more =
    (await demoPicturesPending(files.store)) && (!pictures || cores > 1)
      ? startDemoPictures(files.store, {
          db: database.kind === 'postgres' ? database.db : undefined,
          drawer,
          dataDir: env.dataDir,
          concurrency: pictures ? cores - 1 : cores,
          fromEnd: pictures !== undefined,
          log: (m) => console.log(m),
        })
      : undefined;
  const pictureJobs = [pictures, more].filter((job) => job !== undefined);
  const ssrBuild = (await ssrBuildLoading) as ServerBuild;
  const mailer = startOutbox({
    db: database.db,
    dataDir: env.dataDir,
    store: files.store,
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    log: (m) => console.warn(m),
  });
  const { app, services } = await buildApp({
    database,
    dataDir: env.dataDir,
    store: files.store,
    imageCacheBytes: env.imageCacheMb * 1024 * 1024,
    publicUrl: env.publicUrl,
    logLevel: env.logLevel,
    ssrBuild,
    clientDir: path.resolve(here, '../client'),
    onMail: mailer.nudge,
    mailsWrittenTo: env.smtpUrl ? undefined : outboxFolder(env.dataDir),
    orderRateLimit: env.orderRateLimit,
    formRateLimit: env.formRateLimit,
    addressRateLimit: env.addressRateLimit,
    pageCacheBytes: env.pageCacheMb * 1024 * 1024,
    trustProxy: env.trustProxy,
    reserveDays: env.reserveDays,
    requestLogSample: env.requestLogSample,
  });
  const admin = registerAdmin(app, database.db, services, files, env.publicUrl);
  // Orders not paid in time are cancelled, their pieces back on sale, the guests mailed (docs/behaviour.md §4.7).
  const holds = startHoldExpiry({
    db: database.db,
    publicUrl: env.publicUrl,
    reserveDays: env.reserveDays,
    onExpired: (cancelled) => {
      services.invalidate();
      mailer.nudge();
      console.log(`Cancelled ${cancelled.length} order(s) not paid in time: ${cancelled.join(', ')}`);
    },
    log: (m) => console.warn(m),
  });
  // docs/decisions/033: stop accepting, let the requests in flight finish (cut off after SHUTDOWN_TIMEOUT), stop the
  // workers, close the database, exit 0. A second signal does not hurry it: the database must close cleanly.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const began = Date.now();
    app.log.warn(
      `${signal}: no new connections; finishing requests in flight (at most ${env.shutdownTimeoutSeconds} s)`,
    );
    const cutOff = setTimeout(() => {
      app.log.warn(`Requests still in flight after ${env.shutdownTimeoutSeconds} s: cut off`);
      app.server.closeAllConnections();
    }, env.shutdownTimeoutSeconds * 1000);
    // A keep-alive connection whose request has just been answered would keep the server open until the client
    // drops it: closed as soon as it is idle.
    const reap = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      clearTimeout(cutOff);
      clearInterval(reap);
      await holds.stop();
      await importFiles.stop();
      await Promise.all(pictureJobs.map((job) => job.stop()));
      await mailer.stop();
      await admin.withdraw();
      await database.close();
      await unlock();
    } catch (err) {
      app.log.error({ err }, 'Shutdown failed');
      process.exit(1);
    }
    app.log.warn(`Closed in ${Date.now() - began} ms`);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: env.port, host: env.host });
  await admin.announce(env.port);
  console.log(`Zewar is open at ${env.publicUrl} (database: ${database.kind}; files: ${describeStore(env.files)})`);
  // docs/behaviour.md §11.1: with no back-office account yet, a one-time link for the first owner.
  if ((await staffCount(database.db)) === 0) {
    const token = await createSetupToken(database.db);
    console.log(`Set up the owner's account (link valid 24 hours): ${env.publicUrl}/admin/setup?token=${token}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError || err instanceof EmbeddedInUse ? err.message : err);
  process.exit(1);
});
