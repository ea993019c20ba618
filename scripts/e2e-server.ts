// Server for the Playwright run: a fresh data dir, a fresh build (web app and server), then the
// built server, as `npm start` runs it.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'vite';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
if (process.env.E2E_SKIP_BUILD !== '1') {
  // Not emptying dist/web: a run beside this one may be serving the previous build's chunks,
  // and its open pages must keep loading them.
  // The build users get (React's production build), whatever NODE_ENV the server runs with:
  // Vite builds dependencies for the NODE_ENV it finds.
  const serverNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({ logLevel: 'warn', build: { emptyOutDir: false } });
  process.env.NODE_ENV = serverNodeEnv;
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
// Built JavaScript, without types: imported by its URL.
await import(new URL('../dist/server/main.js', import.meta.url).href);
