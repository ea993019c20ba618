// The second baseline of bench/provider-overhead.ts: a process that does nothing but stand
// between the client and the provider. Each request is sent on unchanged (method, path, headers,
// body) over a kept-alive connection, and the answer is piped back as it arrives. It pays what
// any server in the path pays (one more process to wake, two more loopback hops), and nothing of
// Parley's own work. Prints its port.
//   node --import tsx bench/lib/pass-through.ts <provider base URL>
import { Agent, createServer, request as send } from 'node:http';
import type { AddressInfo } from 'node:net';

const provider = new URL(process.argv[2] ?? '');
const agent = new Agent({ keepAlive: true });

const server = createServer((incoming, outgoing) => {
  const upstream = send(
    {
      host: provider.hostname,
      port: provider.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, host: provider.host },
      agent,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.once('error', () => outgoing.destroy());
  outgoing.once('close', () => {
    if (!outgoing.writableFinished) upstream.destroy();
  });
  incoming.pipe(upstream);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`port ${(server.address() as AddressInfo).port}`);
});
