/**
 * An OpenAI-wire fake provider whose every token is the wall-clock time (ms) at which it was
 * sent, `t<ms> `, one token per chunk, so a viewer can tell how late each one arrived. Every
 * reply streams `tokens` tokens, `tickMs` apart, then finishes with usage.
 *
 * In this process: `startClockProvider(...)` (live-fanout). In its own process, so its timers
 * do not share a CPU with what is measured (capacity):
 *   node --import tsx bench/lib/clock-provider.ts   (env RATE tokens/s, TOKENS; prints its port)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

/** Milliseconds since the epoch, sub-millisecond, comparable across processes on one machine. */
export const clockNow = () => performance.timeOrigin + performance.now();

/** The send times of the clock tokens in `text` (a delta may join several). */
export function sentTimes(text: string): number[] {
  return [...text.matchAll(/t(\d+(?:\.\d+)?) /g)].map((match) => Number(match[1]));
}

const HEAD = '{"id":"chatcmpl-clock","object":"chat.completion.chunk","created":0,"model":"clock"';
const frame = (choices: string, extra = '') => `data: ${HEAD},"choices":[${choices}]${extra}}\n\n`;
const delta = (content: object) =>
  frame(`{"index":0,"delta":${JSON.stringify(content)},"finish_reason":null}`);

export async function startClockProvider(options: {
  tickMs: number;
  tokens: number;
}): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const { tickMs, tokens } = options;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(delta({ role: 'assistant', content: '' }));
      let sent = 0;
      const timer = setInterval(() => {
        if (response.destroyed) return clearInterval(timer);
        if (sent < tokens) {
          sent += 1;
          response.write(delta({ content: `t${clockNow().toFixed(2)} ` }));
          return;
        }
        clearInterval(timer);
        response.write(frame('{"index":0,"delta":{},"finish_reason":"stop"}'));
        const usage = `"usage":{"prompt_tokens":10,"completion_tokens":${sent},"total_tokens":${sent + 10}}`;
        response.write(frame('', `,${usage}`));
        response.end('data: [DONE]\n\n');
      }, tickMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rate = Number(process.env['RATE'] ?? 50);
  const provider = await startClockProvider({
    tickMs: 1000 / rate,
    tokens: Number(process.env['TOKENS'] ?? 100),
  });
  console.log(`port ${new URL(provider.url).port}`);
}
