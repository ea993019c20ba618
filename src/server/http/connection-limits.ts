import { isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { LIMITS_TEXT } from '../../contract/limits.ts';
import { AppError } from '../lib/app-error.ts';
import { ConcurrencyCounter } from '../lib/concurrency-counter.ts';

/**
 * The key a client's connections are counted under: its IPv4 address, or the /64 network of an
 * IPv6 address (one subscriber is handed a whole /64, so single IPv6 addresses cost nothing).
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export type ConnectionLimits = {
  /** Connections (through a proxy: requests in progress) one client may hold open at once. */
  perAddress: number;
  /** TRUST_PROXY's entries: their connections carry many clients, counted per request instead. */
  trustProxy: string[];
};

/**
 * Caps what one client address may hold open, so that no single client can take the process's
 * file descriptors (DESIGN D14 for which address is the client's).
 *
 * - A direct client: its sockets, counted when they connect (before a byte of the request is
 *   read, so slow or silent connections count too); the one past the cap is closed at once.
 * - A trusted proxy: its connections are not capped (they carry everyone); the requests in
 *   progress of each client it forwards (X-Forwarded-For) are, answered 429 past the cap. A
 *   request from the proxy with no forwarded address is the proxy's own and is not counted.
 */
export function limitConnections(app: FastifyInstance, limits: ConnectionLimits): void {
  const isProxy = limits.trustProxy.length > 0 ? proxyAddr.compile(limits.trustProxy) : () => false;
  const connections = new ConcurrencyCounter(limits.perAddress);
  /** Addresses at their cap, so that a refusal is logged once per spell rather than per socket. */
  const atCap = new Set<string>();

  app.server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) {
      socket.destroy();
      return;
    }
    if (isProxy(address, 0)) return;
    const key = clientKey(address);
    if (!connections.tryAcquire(key)) {
      if (!atCap.has(key)) {
        atCap.add(key);
        app.log.warn(`${key} holds ${limits.perAddress} connections; refusing more`);
      }
      socket.destroy();
      return;
    }
    socket.once('close', () => {
      connections.release(key);
      atCap.delete(key);
    });
  });

  if (limits.trustProxy.length === 0) return;
  const requests = new ConcurrencyCounter(limits.perAddress);
  app.addHook('onRequest', async (request, reply) => {
    const via = request.raw.socket.remoteAddress;
    if (via === undefined || !isProxy(via, 0) || request.ip === via) return;
    const key = clientKey(request.ip);
    if (!requests.tryAcquire(key)) {
      throw new AppError('rate_limited', LIMITS_TEXT.tooManyConnections(limits.perAddress));
    }
    reply.raw.once('close', () => requests.release(key));
  });
}
