// The baseline of bench/capacity.ts: the least a server can do to relay provider token streams
// to SSE viewers. Each viewer's connection makes one streaming call after another to the
// provider, and every token goes on as it arrives, framed as Parley frames its deltas. No
// database, no engine, no authentication. Prints its port.
//   node --import tsx bench/lib/raw-relay.ts <provider base URL>
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const [provider = ''] = process.argv.slice(2);
const body = JSON.stringify({
  model: 'gpt-4o',
  stream: true,
  messages: [{ role: 'user', content: 'Go on.' }],
});

const server = createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  let open = true;
  request.on('close', () => (open = false));
  void (async () => {
    while (open) {
      const upstream = await fetch(`${provider}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const part of upstream.body!) {
        if (!open) break;
        buffer += decoder.decode(part as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!line.startsWith('data: {')) continue;
          const chunk = JSON.parse(line.slice(6)) as {
            choices: { delta?: { content?: string | null } }[];
          };
          const text = chunk.choices[0]?.delta?.content;
          if (text) response.write(`data: ${JSON.stringify({ type: 'delta', text })}\n\n`);
        }
      }
    }
  })().catch(() => response.destroy());
});
server.listen(0, '127.0.0.1', () => {
  console.log(`port ${(server.address() as AddressInfo).port}`);
});
