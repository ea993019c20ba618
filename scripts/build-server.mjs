// `npm run build` (with the web app's): the server compiled to JavaScript in dist/server (and the
// contract it imports in dist/contract), so it starts without compiling anything: no TypeScript
// loader at run time, in the main thread, its worker threads or the document extraction process.
// Plain JavaScript, so that it runs before anything is compiled.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
for (const dir of ['dist/server', 'dist/contract']) {
  rmSync(join(root, dir), { recursive: true, force: true });
}
execFileSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// What the server reads at run time beside its modules: the database migrations.
cpSync(join(root, 'src/server/db/migrations'), join(root, 'dist/server/db/migrations'), {
  recursive: true,
});
