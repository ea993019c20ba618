// The baseline of bench/live-fanout.ts: the least a server can do to fan a token stream out over
// SSE. Every TICK_MS it writes one token carrying its send time to every open connection, in the
// clock provider's form (`t<ms> `, see clock-provider.ts).
//   node --import tsx bench/lib/raw-broadcaster.ts <port> <tickMs>
import { createServer, type ServerResponse } from 'node:http';

const [port = '0', tickMs = '20'] = process.argv.slice(2);
const clients = new Set<ServerResponse>();
let seq = 0;

const server = createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(': connected\n\n');
  clients.add(response);
  request.on('close', () => clients.delete(response));
});

setInterval(() => {
  seq += 1;
  const sent = (performance.timeOrigin + performance.now()).toFixed(2);
  const frame = `id: ${seq}\nevent: delta\ndata: {"text":"t${sent} "}\n\n`;
  for (const client of clients) client.write(frame);
}, Number(tickMs));

server.listen(Number(port), '127.0.0.1', () => {
  const address = server.address();
  console.log(`port ${typeof address === 'object' && address ? address.port : port}`);
});
