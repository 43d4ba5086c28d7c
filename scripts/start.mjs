process.env.NODE_ENV ??= 'production';
// `npm start`: builds first when there is no build yet, then starts the shop.
//
// On Linux the shop runs with MALLOC_ARENA_MAX=2 (unless it is set already): the picture library's threads otherwise
// leave glibc's allocator holding memory in many arenas, about 220 MB of a first start's resident memory
// (docs/decisions/036-resident-memory.md). MALLOC_MMAP_THRESHOLD_=131072 keeps glibc from raising the size above
// which it maps memory of its own (a picture's 2.4 MB of pixels is then handed back when freed, not kept in the heap;
// docs/decisions/043). The variable must be set before the process starts, so this script starts
// the shop as its child with it and passes SIGTERM and SIGHUP on (SIGINT from a terminal reaches both already).
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('build/server/main.js') || !existsSync('build/server/index.js')) {
  console.log('No build yet: building the shop first (about a minute)...');
  execSync('npm run build', { stdio: 'inherit' });
}

if (process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX) {
  const child = spawn(process.execPath, [...process.execArgv, 'build/server/main.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    },
  });
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  process.on('SIGINT', () => {});
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await import('../build/server/main.js');
}
