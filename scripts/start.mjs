// `npm start`: installs dependencies and builds the web app and the server when needed, then
// runs the built server in this same process. Plain JavaScript so that it runs before
// node_modules exists.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

if (!existsSync(join(root, 'node_modules/.package-lock.json'))) {
  console.log('parley: installing dependencies (first start)...');
  // `npm install`, not `npm ci`: see the note in scripts/test-all.sh.
  run('npm install --no-audit --no-fund');
}

/** Whether `built` is missing or older than any file under `sources`. */
const stale = (built, sources) =>
  !existsSync(join(root, built)) ||
  Math.max(...sources.map((dir) => newestMtime(join(root, dir)))) >
    statSync(join(root, built)).mtimeMs;

if (stale('dist/web/index.html', ['src/web', 'src/contract'])) {
  console.log('parley: building the web app...');
  run('npx vite build --logLevel warn');
}
if (stale('dist/server/main.js', ['src/server', 'src/contract'])) {
  console.log('parley: building the server...');
  run('node scripts/build-server.mjs');
}

await import('../dist/server/main.js');
