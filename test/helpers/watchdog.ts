import { spawn } from 'node:child_process';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';

/**
 * A deadline that holds even when this process stops running JavaScript between awaits (a loop
 * spinning on microtasks starves timers, so no in-process timeout can fire). A small child
 * process expects a heartbeat from this one while a test runs; when none arrives for `stallMs`,
 * it reports what was under way and kills this test process, which fails the run instead of
 * hanging it. Set-up and tear-down (PGlite's start blocks the event loop for seconds on a busy
 * machine) are not watched.
 */
export function startWatchdog(stallMs = 30_000): { doing(what: string): void } {
  const script = `
    const [pid, stallMs] = process.argv.slice(1).map(Number);
    let doing = null;
    let timer;
    const arm = () => {
      clearTimeout(timer);
      if (doing === null) return;
      timer = setTimeout(() => {
        console.error('watchdog: the test process stalled for ' + stallMs + ' ms during: ' + doing);
        try { process.kill(pid, 'SIGKILL'); } catch {}
        process.exit(1);
      }, stallMs);
    };
    let buffer = '';
    process.stdin.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\\n');
      buffer = lines.pop();
      for (const line of lines) {
        if (line === 'idle') doing = null;
        else if (line) doing = line;
      }
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
  const send = (line: string) => child.stdin.write(`${line.replaceAll('\n', ' ')}\n`);
  const beat = setInterval(() => send(''), 200);
  beat.unref();
  beforeEach(() => void send(expect.getState().currentTestName ?? 'a test'));
  afterEach(() => void send('idle'));
  afterAll(() => {
    clearInterval(beat);
    child.stdin.end();
  });
  return { doing: (what) => void send(what) };
}
