import { spawn } from 'node:child_process';
import { afterAll } from 'vitest';

/**
 * A deadline that holds even when this process stops running JavaScript between awaits (a loop
 * spinning on microtasks starves timers, so no in-process timeout can fire). A small child
 * process expects a heartbeat from this one; when none arrives for `stallMs`, it reports the
 * last request under way and kills this test process, which fails the run instead of hanging it.
 */
export function startWatchdog(stallMs = 15_000): { doing(what: string): void } {
  const script = `
    const [pid, stallMs] = process.argv.slice(1).map(Number);
    let doing = 'starting';
    let timer;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        console.error('watchdog: the test process stalled for ' + stallMs + ' ms during: ' + doing);
        try { process.kill(pid, 'SIGKILL'); } catch {}
        process.exit(1);
      }, stallMs);
    };
    arm();
    let buffer = '';
    process.stdin.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\\n');
      buffer = lines.pop();
      for (const line of lines) if (line) doing = line;
      arm();
    });
    process.stdin.on('end', () => process.exit(0));
  `;
  const child = spawn(process.execPath, ['-e', script, String(process.pid), String(stallMs)], {
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  child.stdin.on('error', () => undefined);
  child.unref();
  (child.stdin as unknown as { unref(): void }).unref();
  const beat = setInterval(() => child.stdin.write('\n'), 200);
  beat.unref();
  afterAll(() => {
    clearInterval(beat);
    child.stdin.end();
  });
  return {
    doing(what: string) {
      child.stdin.write(`${what.replaceAll('\n', ' ')}\n`);
    },
  };
}
