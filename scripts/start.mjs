// `npm start`: installs dependencies and builds the web app when needed, then runs the server
// in this same process. Plain JavaScript so that it runs before node_modules exists.
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

const builtIndex = join(root, 'dist/web/index.html');
const sourcesChanged =
  !existsSync(builtIndex) ||
  Math.max(newestMtime(join(root, 'src/web')), newestMtime(join(root, 'src/contract'))) >
    statSync(builtIndex).mtimeMs;
if (sourcesChanged) {
  console.log('parley: building the web app...');
  run('npx vite build --logLevel warn');
}

const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
