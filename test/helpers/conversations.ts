import type { FastifyInstance } from 'fastify';
import type { Conversation, ConversationStreamEvent } from '../../src/contract/conversations.ts';
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

const eventOf = (block: string) => {
  const data = block.split('\n').find((line) => line.startsWith('data: '));
  return data ? (JSON.parse(data.slice(6)) as ConversationStreamEvent) : null;
};

/** The headers of an event-stream request: the session token goes in Authorization, never the URL. */
const streamHeaders = (token: string | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** Reads Server-Sent Events over real HTTP until `until` says stop. */
export async function readEvents(
  url: string,
  until: (events: ConversationStreamEvent[], comments: string[]) => boolean,
  { token, timeoutMs = 15_000 }: { token?: string; timeoutMs?: number } = {},
): Promise<{ events: ConversationStreamEvent[]; comments: string[]; headers: Headers }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const events: ConversationStreamEvent[] = [];
  const comments: string[] = [];
  const response = await fetch(url, { headers: streamHeaders(token), signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`events failed: ${response.status}`);
  try {
    for await (const blocks of sseBlocks(response.body)) {
      for (const block of blocks) {
        if (block.startsWith(':')) comments.push(block.slice(1).trim());
        const event = eventOf(block);
        if (event) events.push(event);
      }
      if (until(events, comments)) break;
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return { events, comments, headers: response.headers };
}

/** Reads an event stream in the background: every event with when it arrived. */
export function watchEvents(url: string, token?: string) {
  const seen: { at: number; event: ConversationStreamEvent }[] = [];
  const controller = new AbortController();
  const reading = (async () => {
    const response = await fetch(url, { headers: streamHeaders(token), signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
    for await (const blocks of sseBlocks(response.body)) {
      for (const event of blocks.map(eventOf)) if (event) seen.push({ at: Date.now(), event });
    }
  })().then(
    () => new Error('the event stream ended'),
    (error: unknown) => (controller.signal.aborted ? null : error),
  );
  const finished = () =>
    seen.flatMap(({ at, event }) =>
      event.type === 'message-done' ? [{ at, ...event.message }] : [],
    );
  return {
    seen,
    /** Every message seen finished (message-done), in order. */
    finished,
    starts: () => seen.filter(({ event }) => event.type === 'message-start'),
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
