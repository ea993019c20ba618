import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  conversationEventsSchema,
  type ConversationEvent,
} from '../../src/contract/conversation-events.ts';
import type { Conversation } from '../../src/contract/conversations.ts';
import { OFFLINE_MODEL_ID } from '../../src/contract/models.ts';
import type { Verdict } from '../../src/contract/verdicts.ts';

export type Auth = { authorization: string };

export function debateBody(overrides: Record<string, unknown> = {}, model = OFFLINE_MODEL_ID) {
  return {
    mode: 'duel',
    openingLine: 'Should cities ban cars from their centres?',
    startingSlot: 'model-a',
    agents: [
      { model, systemInstructions: 'You argue for the ban.' },
      { model, systemInstructions: 'You argue against the ban.' },
    ],
    ...overrides,
  };
}

export async function createDebate(
  app: FastifyInstance,
  auth: Auth,
  body: Record<string, unknown> = debateBody(),
): Promise<Conversation> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: auth,
    payload: body,
  });
  if (response.statusCode !== 201) {
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as Conversation;
}

export async function getDebate(app: FastifyInstance, auth: Auth, id: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/conversations/${id}`,
    headers: auth,
  });
  if (response.statusCode !== 200) throw new Error(`get failed: ${response.statusCode}`);
  return response.json() as Conversation;
}

export async function post(
  app: FastifyInstance,
  auth: Auth,
  path: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: auth,
    ...(payload ? { payload } : {}),
  });
}

/** Polls the conversation until `done` holds; fails with the last state after `timeoutMs`. */
export async function waitForDebate(
  app: FastifyInstance,
  auth: Auth,
  id: string,
  done: (conversation: Conversation) => boolean,
  timeoutMs = 15_000,
): Promise<Conversation> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const conversation = await getDebate(app, auth, id);
    if (done(conversation)) return conversation;
    if (Date.now() > deadline) {
      throw new Error(`timed out; last state: ${JSON.stringify(conversation).slice(0, 2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A debate run until `replies` replies after the opening line are finished, then stopped. */
export async function stoppedAfterReplies(
  app: FastifyInstance,
  auth: Auth,
  replies: number,
  body: Record<string, unknown> = debateBody(),
): Promise<Conversation> {
  const created = await createDebate(app, auth, body);
  await waitForDebate(
    app,
    auth,
    created.id,
    (c) => c.messages.filter((m) => m.seq > 1 && m.status === 'complete').length >= replies,
    60_000,
  );
  await post(app, auth, `/api/conversations/${created.id}/stop`);
  return waitForDebate(app, auth, created.id, (c) => !c.isGenerating);
}

/** The blocks (events and comments) of an event stream, those of each chunk read together. */
async function* sseBlocks(body: ReadableStream<Uint8Array>): AsyncGenerator<string[]> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop()!;
    yield blocks;
  }
}

/** A block's event, parsed with the contract's schema, and its id (the resume cursor). */
function eventOf<E>(schema: z.ZodType<E>, block: string): { id: string; event: E } | null {
  const lines = block.split('\n');
  const data = lines.find((line) => line.startsWith('data: '));
  if (!data) return null;
  const id = lines.find((line) => line.startsWith('id: '))?.slice(4) ?? '';
  return { id, event: schema.parse(JSON.parse(data.slice(6))) };
}

/** The headers of an event-stream request: the session token goes in Authorization, never the URL. */
const streamHeaders = (token: string | undefined, lastEventId: string | undefined) => ({
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
});

export type StreamReadOptions = { token?: string; lastEventId?: string; timeoutMs?: number };

/**
 * Reads a conversation's Server-Sent Events (the owner's, or a viewer's with `schema`) over real
 * HTTP, resuming from `lastEventId` when given, until `until` says stop, the server ends the
 * stream, or `timeoutMs` passes: each event with its id, and the comments.
 */
export async function readStream<E>(
  url: string,
  schema: z.ZodType<E>,
  until: (received: { id: string; event: E }[], comments: string[]) => boolean,
  { token, lastEventId, timeoutMs = 15_000 }: StreamReadOptions = {},
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const received: { id: string; event: E }[] = [];
  const comments: string[] = [];
  try {
    const response = await fetch(url, {
      headers: streamHeaders(token, lastEventId),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      throw new Error(`events failed: ${response.status} ${await response.text()}`);
    }
    try {
      for await (const blocks of sseBlocks(response.body)) {
        for (const block of blocks) {
          if (block.startsWith(':')) comments.push(block.slice(1).trim());
          const event = eventOf(schema, block);
          if (event) received.push(event);
        }
        if (until(received, comments)) break;
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
    return { received, comments, headers: response.headers };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** Reads the owner's event stream until `until` says stop (see `readStream`). */
export async function readEvents(
  url: string,
  until: (events: ConversationEvent[], comments: string[]) => boolean,
  options: StreamReadOptions = {},
) {
  const { received, comments, headers } = await readStream(
    url,
    conversationEventsSchema,
    (read, seen) =>
      until(
        read.map((r) => r.event),
        seen,
      ),
    options,
  );
  return {
    events: received.map((r) => r.event),
    ids: received.map((r) => r.id),
    comments,
    headers,
  };
}

/** The message of a message event once it is no longer being written (finished, or cut). */
export const finishedMessage = (event: ConversationEvent) =>
  event.type === 'message' && event.message.status !== 'streaming' ? event.message : undefined;

/** Reads an event stream in the background: every event with when it arrived. */
export function watchEvents(url: string, token?: string) {
  const seen: { at: number; event: ConversationEvent }[] = [];
  const controller = new AbortController();
  const reading = (async () => {
    const response = await fetch(url, {
      headers: streamHeaders(token, undefined),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
    for await (const blocks of sseBlocks(response.body)) {
      for (const block of blocks) {
        const received = eventOf(conversationEventsSchema, block);
        if (received) seen.push({ at: Date.now(), event: received.event });
      }
    }
  })().then(
    () => new Error('the event stream ended'),
    (error: unknown) => (controller.signal.aborted ? null : error),
  );
  const finished = () =>
    seen.flatMap(({ at, event }) =>
      event.type === 'message' && event.message.status !== 'streaming'
        ? [{ at, ...event.message }]
        : [],
    );
  return {
    seen,
    /** Every message seen finished, in order. */
    finished,
    /** Every message seen begin streaming. */
    starts: () =>
      seen.filter(({ event }) => event.type === 'message' && event.message.status === 'streaming'),
    /** Ends the stream; throws if it had failed or ended before. */
    async stop() {
      controller.abort();
      const failure = await reading;
      if (failure) throw failure;
    },
  };
}

/** Each message as [sender, content, status], oldest first. */
export const transcript = (conversation: Conversation) =>
  conversation.messages.map((message) => [message.sender, message.content, message.status]);

/** GET /api/conversations/{id}/verdicts as its owner: the verdicts, oldest first. */
export async function listVerdicts(app: FastifyInstance, auth: Auth, id: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/conversations/${id}/verdicts`,
    headers: auth,
  });
  if (response.statusCode !== 200) throw new Error(`verdicts failed: ${response.statusCode}`);
  return (response.json() as { verdicts: Verdict[] }).verdicts;
}
