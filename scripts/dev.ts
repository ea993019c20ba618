// `npm run dev`: Vite (web, with /api proxied) and the API server restarting on change.
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`dev: ${name} exited (${signal ?? code}); stopping`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(exitCode), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('server', process.execPath, ['--watch', '--import', 'tsx', 'src/server/main.ts'], {
  PORT: '3000',
  NODE_ENV: 'development',
});
start('vite', process.execPath, ['node_modules/vite/bin/vite.js']);
