/**
 * An OpenAI-wire fake provider for the capacity bench, in its own process: every reply streams
 * `TOKENS` tokens at `RATE` per second, one per chunk, each token the wall-clock time (ms) at
 * which it was sent, so a viewer can tell how late it arrived. Prints its port.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

const rate = Number(process.env['RATE'] ?? 50);
const tokens = Number(process.env['TOKENS'] ?? 100);
const now = () => performance.timeOrigin + performance.now();

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const frame = (content: string | null, finish: string | null = null) =>
      response.write(
        `data: {"choices":[{"index":0,"delta":{"content":${JSON.stringify(content)}},"finish_reason":${JSON.stringify(finish)}}]}\n\n`,
      );
    let sent = 0;
    const timer = setInterval(() => {
      if (response.destroyed) return clearInterval(timer);
      if (sent < tokens) {
        frame(`t${now().toFixed(2)} `);
        sent += 1;
        return;
      }
      clearInterval(timer);
      frame(null, 'stop');
      response.write(
        `data: {"choices":[],"usage":{"prompt_tokens":50,"completion_tokens":${tokens}}}\n\n`,
      );
      response.end('data: [DONE]\n\n');
    }, 1000 / rate);
  });
});
server.listen(0, '127.0.0.1', () => {
  console.log(`port ${(server.address() as AddressInfo).port}`);
});
