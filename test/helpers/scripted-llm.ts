import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the next chat completion does. */
export type LlmBehaviour =
  | { kind: 'reply'; words: number; delayMs?: number; word?: string }
  | { kind: 'fail'; status: number; message: string };

/**
 * A minimal OpenAI-compatible chat-completions endpoint (streaming, with usage) whose behaviour
 * a test sets per request, for errors and slow drips the offline model cannot produce.
 * Point the app at it with OPENAI_BASE_URL=`${url}/v1` and OPENAI_API_KEY.
 */
export async function startScriptedLlm() {
  let behaviour: LlmBehaviour = { kind: 'reply', words: 5 };
  let requests = 0;
  /** The JSON bodies received, oldest first (prompts sent by the app). */
  const bodies: unknown[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    requests += 1;
    const current = behaviour;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        bodies.push(undefined);
      }
      if (current.kind === 'fail') {
        response.writeHead(current.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: current.message, type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (body: object) => response.write(`data: ${JSON.stringify(body)}\n\n`);
      const base = {
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'gpt-4o',
      };
      let sent = 0;
      const next = () => {
        if (response.destroyed) return;
        if (sent < current.words) {
          chunk({
            ...base,
            choices: [
              {
                index: 0,
                delta: { content: `${current.word ?? 'word'}${sent} ` },
                finish_reason: null,
              },
            ],
          });
          sent += 1;
          if (current.delayMs) setTimeout(next, current.delayMs);
          else next();
          return;
        }
        chunk({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
        chunk({
          ...base,
          choices: [],
          usage: {
            prompt_tokens: 11,
            completion_tokens: current.words,
            total_tokens: 11 + current.words,
          },
        });
        response.end('data: [DONE]\n\n');
      };
      next();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: { OPENAI_BASE_URL: `${url}/v1`, OPENAI_API_KEY: 'test-key' },
    set(next: LlmBehaviour) {
      behaviour = next;
    },
    get requests() {
      return requests;
    },
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
