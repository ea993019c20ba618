// Server for the Playwright run: a fresh data dir, a fresh web build, then the real server.
import { rmSync } from 'node:fs';
import { build } from 'vite';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
if (process.env.E2E_SKIP_BUILD !== '1') {
  // Not emptying dist/web: a run beside this one may be serving the previous build's chunks,
  // and its open pages must keep loading them.
  await build({ logLevel: 'warn', build: { emptyOutDir: false } });
}
await import('../src/server/main.ts');
