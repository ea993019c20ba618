/**
 * Clients that stop reading their event stream (issue 20, item 9), against the real server
 * process: 300 owner streams on a debate that produces events fast, never read. The process
 * must drop them once each holds its bound, its memory (RSS) must stay bounded, a stream that
 * reads must keep its latency, and a dropped client that comes back gets the whole conversation.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationEventsSchema,
  type ConversationEvent,
} from '../src/contract/conversation-events.ts';
import type { Conversation } from '../src/contract/conversations.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { debateBody } from './helpers/conversations.ts';
import { quietHealthLatency, summarize, timedGet } from './helpers/latency.ts';
import { callJson, startServerProcess, type ServerProcess } from './helpers/server-process.ts';

const NON_READERS = 300;
const BUFFER_BYTES = 256 * 1024;
/** How long the non-readers may take to be dropped, and how long readers are watched after. */
const DROP_WITHIN_MS = 90_000;
const AFTER_DROP_MS = 10_000;
/** Past this growth the process is buffering without bound: the test stops before the machine does. */
const RUNAWAY_BYTES = 1536 * 1024 * 1024;

const dataDir = mkdtempSync(join(tmpdir(), 'parley-slow-readers-'));
let server: ServerProcess;
let token: string;
let debateId: string;

const rss = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) *
  1024;
const openFiles = () => readdirSync(`/proc/${server.child.pid}/fd`).length;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

beforeAll(async () => {
  server = await startServerProcess(dataDir, {
    OFFLINE_MODEL_TOKENS_PER_SECOND: '0',
    // About ten replies a second: the debate lasts the test within the 1,000 messages a
    // conversation holds (CONVERSATION_LIMITS.maxMessages).
    CONVERSATION_TURN_DELAY_MS: '100',
    EVENT_STREAM_BUFFER_BYTES: String(BUFFER_BYTES),
  });
  ({ token } = await callJson<{ token: string }>(`${server.url}/api/auth/signup`, {
    method: 'POST',
    body: JSON.stringify({ email: 'slow@example.com', password: 'a-long-passphrase', name: 'S' }),
  }));
  // Five agents with long instructions: every state event carries them (about 25 KB).
  const instructions = (side: string) =>
    `You argue ${side}. ${'Answer the last speaker, point by point. '.repeat(120)}`;
  const created = await callJson<Conversation>(`${server.url}/api/conversations`, {
    method: 'POST',
    token,
    body: JSON.stringify(
      debateBody({
        mode: 'max',
        startingSlot: undefined,
        agents: ['for', 'against', 'for', 'against', 'for'].map((side) => ({
          model: OFFLINE_MODEL_ID,
          systemInstructions: instructions(side),
        })),
      }),
    ),
  });
  debateId = created.id;
}, 240_000);
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** The owner's event stream on a raw socket that stops reading once the answer starts. */
function nonReader(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(
        `GET /api/conversations/${debateId}/events HTTP/1.1\r\nhost: parley\r\n` +
          `authorization: Bearer ${token}\r\n\r\n`,
      );
      socket.once('data', () => {
        socket.pause();
        resolve(socket);
      });
    });
  });
}

/**
 * Continues the debate at its checkpoint, as the web app's button does. While the non-readers
 * hold the event loop past its bound the server sheds new work, a continue among it: 503 with
 * `Retry-After`, and the client tries again then.
 */
async function continueDebate(): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${server.url}/api/conversations/${debateId}/continue`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (response.status !== 503) return;
    const seconds = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/**
 * A client that reads the stream as fast as it comes. For every new message it notes the delay
 * from the message's creation in the engine (its timestamp) to its arrival here: what a reader
 * waits. It also continues the debate at each checkpoint and after its closings, so that events
 * keep coming.
 */
async function reader() {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/conversations/${debateId}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const delays: number[] = [];
  let received = 0;
  let buffer = '';
  const decoder = new TextDecoder();
  const onEvent = (event: ConversationEvent) => {
    if (event.type === 'message' && event.message.status === 'streaming') {
      delays.push(Date.now() - Date.parse(event.message.timestamp));
    } else if (
      event.type === 'state' &&
      (event.conversation.status === 'waiting' || event.conversation.status === 'finished')
    ) {
      // A checkpoint, or the offline model's closing statements (decision 030): go on.
      void continueDebate();
    }
  };
  void (async () => {
    try {
      for await (const chunk of response.body!) {
        received += (chunk as Uint8Array).length;
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (data) onEvent(conversationEventsSchema.parse(JSON.parse(data[1]!)));
        }
      }
    } catch {
      // Aborted at the end of the test.
    }
  })();
  return {
    /** The delays noted from now on. */
    delaysFrom: () => {
      const from = delays.length;
      return () => delays.slice(from);
    },
    received: () => received,
    close: () => controller.abort(),
  };
}

/** The conversation a freshly opened stream starts with. */
async function firstSnapshot(): Promise<Conversation> {
  const response = await fetch(`${server.url}/api/conversations/${debateId}/events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of response.body!) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    const block = /event: snapshot\ndata: (.*)\n\n/.exec(text);
    const event = block && conversationEventsSchema.parse(JSON.parse(block[1]!));
    if (event && event.type === 'snapshot') {
      return { ...event.conversation, messages: event.messages };
    }
  }
  throw new Error('the stream ended before its snapshot');
}

describe('event streams that are never read', () => {
  it(`are dropped past ${BUFFER_BYTES / 1024} KB each: memory stays bounded and readers keep their pace`, async () => {
    const reading = await reader();
    const quiet = reading.delaysFrom();
    const startedReceived = reading.received();
    const startedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const bytesPerSecond =
      ((reading.received() - startedReceived) * 1000) / (performance.now() - startedAt);
    const healthAlone = await quietHealthLatency(server.url, 20);
    const rssBefore = rss();
    const filesBefore = openFiles();
    const healthSamples: (number | null)[] = [];

    const during = reading.delaysFrom();
    const sockets = await Promise.all(Array.from({ length: NON_READERS }, nonReader));
    const filesWith = openFiles();
    let peak = rssBefore;
    let runaway = false;
    const openedAt = Date.now();
    let droppedAfterMs: number | undefined;
    let afterDrop: (() => number[]) | undefined;
    const watching = () =>
      droppedAfterMs === undefined
        ? Date.now() - openedAt < DROP_WITHIN_MS
        : Date.now() - openedAt < droppedAfterMs + AFTER_DROP_MS;
    while (watching()) {
      healthSamples.push(await timedGet(`${server.url}/api/health`));
      peak = Math.max(peak, rss());
      if (droppedAfterMs === undefined && openFiles() <= filesBefore + 5) {
        droppedAfterMs = Date.now() - openedAt;
        afterDrop = reading.delaysFrom();
      }
      if (peak - rssBefore > RUNAWAY_BYTES) {
        runaway = true;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const watchedMs = Date.now() - openedAt;
    const rssAfter = rss();
    const filesAfter = openFiles();
    const alone = summarize(quiet());
    const withThem = summarize(during());
    const dropped = summarize(afterDrop?.() ?? []);
    const health = summarize(healthSamples);
    console.log(
      `${NON_READERS} streams never read, at ${(bytesPerSecond / 1024).toFixed(0)} KB/s each: ` +
        `RSS ${mb(rssBefore)} MB before, peak ${mb(peak)} MB, ${mb(rssAfter)} MB at the end` +
        ` (${runaway ? 'stopped: runaway ' : ''}after ${watchedMs} ms); server fds ${filesBefore} → ${filesWith} → ` +
        `${filesAfter} (all dropped after ${droppedAfterMs ?? '—'} ms); a reading stream's ` +
        `delay per message: alone p50 ${alone.p50} ms, p99 ${alone.p99} ms (${alone.count}); ` +
        `with them p50 ${withThem.p50} ms, p99 ${withThem.p99} ms (${withThem.count}); ` +
        `once they were dropped p50 ${dropped.p50} ms, p99 ${dropped.p99} ms (${dropped.count}); ` +
        `/api/health alone p50 ${healthAlone.p50.toFixed(1)} ms, with them p50 ` +
        `${health.p50.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms (${health.count} probes)`,
    );
    expect(runaway).toBe(false);
    expect(health.failed).toBe(0);
    // Each dropped stream held at most its bound beyond the socket's own buffers.
    expect(peak - rssBefore).toBeLessThan(NON_READERS * BUFFER_BYTES + 256 * 1024 * 1024);
    expect(droppedAfterMs).toBeDefined();
    expect(dropped.count).toBeGreaterThan(20);
    expect(dropped.p50).toBeLessThan(Math.max(2 * alone.p50, alone.p50 + 20));
    expect(withThem.p50).toBeLessThan(Math.max(3 * alone.p50, alone.p50 + 50));

    // A dropped client finds its stream ended once it reads again; it comes back to the whole
    // conversation (a fresh snapshot), as an EventSource does by itself.
    const [first] = sockets;
    const ended = new Promise((resolve) => first!.once('end', resolve));
    first!.resume();
    await ended;
    for (const socket of sockets) socket.destroy();
    reading.close();
    const snapshot = await firstSnapshot();
    const stored = await callJson<Conversation>(`${server.url}/api/conversations/${debateId}`, {
      token,
    });
    expect(snapshot.messages.length).toBeGreaterThan(20);
    for (const message of snapshot.messages.filter((m) => m.status === 'complete')) {
      expect(stored.messages.find((m) => m.seq === message.seq)?.content).toBe(message.content);
    }
  }, 240_000);
});
