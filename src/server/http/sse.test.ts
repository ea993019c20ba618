import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventStreams, type EventStream, type StreamSession } from './sse.ts';

const BOUND = { maxBufferedBytes: 64 * 1024, stallMs: 60_000 };

type Harness = {
  app: FastifyInstance;
  port: number;
  streams: ReturnType<typeof createEventStreams>;
  /** The streams opened, in order. */
  opened: EventStream[];
  /** Their responses, to read what each holds. */
  responses: FastifyReply['raw'][];
};

const started: Harness[] = [];
afterEach(async () => {
  for (const harness of started.splice(0)) await harness.app.close();
});

/** A real server whose GET /stream opens an event stream (as `alice`'s session when `?as=`). */
async function serve(
  settings: Partial<Parameters<typeof createEventStreams>[0]> = {},
): Promise<Harness> {
  const app = Fastify();
  const streams = createEventStreams({
    heartbeatMs: 60_000,
    bound: BOUND,
    sessionIsLive: async () => true,
    ...settings,
  });
  app.addHook('preClose', async () => streams.closeAll());
  const opened: EventStream[] = [];
  const responses: FastifyReply['raw'][] = [];
  app.get<{ Querystring: { as?: string } }>('/stream', async (request, reply) => {
    const session: StreamSession | undefined = request.query.as
      ? { userId: request.query.as, tokenHash: `${request.query.as}-token` }
      : undefined;
    opened.push(streams.open(request, reply, { session }));
    responses.push(reply.raw);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const harness = { app, port, streams, opened, responses };
  started.push(harness);
  return harness;
}

/** A client that asks for the stream and then never reads a byte of it. */
async function nonReadingClient(port: number, query = ''): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET /stream${query} HTTP/1.1\r\nhost: test\r\n\r\n`);
  socket.pause();
  return socket;
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const event = (size: number) => `data: ${'x'.repeat(size)}\n\n`;

describe('event streams', () => {
  it('drop a client that stops reading once it holds the bound, holding no more than that', async () => {
    const { port, opened, responses } = await serve();
    await nonReadingClient(port);
    await until(() => opened.length === 1);
    const stream = opened[0]!;
    let mostHeld = 0;
    let written = 0;
    // Far more than the socket's kernel buffers take on loopback (a few MB).
    while (!stream.closed && written < 64 * 1024 * 1024) {
      stream.write(event(16 * 1024));
      written += 16 * 1024;
      mostHeld = Math.max(mostHeld, responses[0]!.writableLength);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(stream.closed).toBe(true);
    expect(written).toBeLessThan(64 * 1024 * 1024);
    // The bound, plus what it takes to pass it: the write that filled the socket, its
    // high-water mark, and the write that crossed the bound (a few events in all).
    expect(mostHeld).toBeLessThanOrEqual(BOUND.maxBufferedBytes + 4 * event(16 * 1024).length);
  });

  it('never drop a client that reads, whatever the volume', async () => {
    const { port, opened } = await serve();
    const socket = connect(port, '127.0.0.1');
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.write('GET /stream HTTP/1.1\r\nhost: test\r\n\r\n');
    await until(() => opened.length === 1);
    const stream = opened[0]!;
    const total = 32 * 1024 * 1024;
    for (let sent = 0; sent < total; sent += 16 * 1024) {
      stream.write(event(16 * 1024));
      // Keep writing ahead of the reader, as a fast debate does.
      if (sent % (1024 * 1024) === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await until(() => received >= total, 20_000);
    expect(stream.closed).toBe(false);
    socket.destroy();
  });

  it('send what is written together as one write, at once: a resume burst arrives whole', async () => {
    const { port, opened } = await serve();
    const socket = connect(port, '127.0.0.1');
    const chunks: string[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    socket.write('GET /stream HTTP/1.1\r\nhost: test\r\n\r\n');
    await until(() => opened.length === 1 && chunks.join('').includes(': connected'));
    const stream = opened[0]!;
    const sentAt = performance.now();
    stream.write('event: session\ndata: {}\n\n');
    stream.write('event: message\ndata: {}\n\n');
    await until(() => chunks.join('').includes('event: message'));
    expect(performance.now() - sentAt).toBeLessThan(50);
    // One HTTP chunk holds both: no chunk framing between them.
    expect(chunks.join('')).toContain('event: session\ndata: {}\n\nevent: message\ndata: {}\n\n');
    socket.destroy();
  });

  it('count nothing of the write that filled the socket (a long snapshot), only what follows', async () => {
    const { port, opened } = await serve();
    await nonReadingClient(port);
    await until(() => opened.length === 1);
    const stream = opened[0]!;
    stream.write(event(16 * 1024 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 50));
    stream.write(event(BOUND.maxBufferedBytes / 2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.closed).toBe(false);
    stream.write(event(BOUND.maxBufferedBytes));
    await until(() => stream.closed);
  });

  it('drop a client whose socket has not drained within the stall time', async () => {
    const { port, opened } = await serve({ bound: { ...BOUND, stallMs: 300 } });
    await nonReadingClient(port);
    await until(() => opened.length === 1);
    const stream = opened[0]!;
    const startedAt = Date.now();
    stream.write(event(16 * 1024 * 1024));
    await until(() => stream.closed, 3000);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(250);
  });

  it('run cleanups once on close, and at once when added after it', async () => {
    const { port, opened } = await serve();
    const socket = await nonReadingClient(port);
    await until(() => opened.length === 1);
    const stream = opened[0]!;
    const ran: string[] = [];
    stream.onClose(() => ran.push('first'));
    socket.destroy();
    await until(() => stream.closed);
    stream.end();
    stream.onClose(() => ran.push('late'));
    expect(ran).toEqual(['first', 'late']);
  });

  it('close the streams of a session on demand, and every stream on shutdown', async () => {
    const harness = await serve();
    await nonReadingClient(harness.port, '?as=alice');
    await nonReadingClient(harness.port, '?as=bob');
    await nonReadingClient(harness.port);
    await until(() => harness.opened.length === 3);
    harness.streams.closeWhere((stream) => stream.session?.userId === 'alice');
    expect(harness.opened.map((stream) => stream.closed)).toEqual([true, false, false]);
    expect(harness.streams.size).toBe(2);
    await harness.app.close();
    started.splice(started.indexOf(harness), 1);
    expect(harness.opened.every((stream) => stream.closed)).toBe(true);
  });

  it('close a stream whose session was revoked before it was registered', async () => {
    const { port, opened } = await serve({ sessionIsLive: async () => false });
    await nonReadingClient(port, '?as=alice');
    await nonReadingClient(port);
    await until(() => opened.length === 2);
    await until(() => opened[0]!.closed);
    expect(opened[1]!.closed).toBe(false);
  });
});
