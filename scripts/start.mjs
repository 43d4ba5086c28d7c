process.env.NODE_ENV ??= 'production';
// `npm start`: builds first when there is no build yet, then starts the shop.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('build/server/main.js') || !existsSync('build/server/index.js')) {
  console.log('No build yet: building the shop first (about a minute)...');
  execSync('npm run build', { stdio: 'inherit' });
}
await import('../build/server/main.js');
