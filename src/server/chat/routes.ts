import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../contract/errors.ts';
import { LIMITS_TEXT } from '../../contract/limits.ts';
import {
  chatCompletionRequestSchema,
  chatCompletionResponseSchema,
  type ChatCompletionResponse,
} from '../../contract/models.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { currentUser, sessionOf } from '../auth/authenticate.ts';
import { FixedWindowLimiter } from '../lib/fixed-window-limiter.ts';
import { AppError } from '../lib/app-error.ts';
import { createDeltaCoalescer, DELTA_WINDOW_MS } from '../lib/delta-coalescer.ts';
import { sseFrame, type EventStream, type EventStreams } from '../http/sse.ts';
import type { CompletionResult } from '../providers/generate.ts';
import type { ChatService } from './service.ts';

function usageOf(result: CompletionResult) {
  return {
    prompt_tokens: result.usage.promptTokens,
    completion_tokens: result.usage.completionTokens,
    total_tokens: result.usage.totalTokens,
  };
}

/** Aborted when the client goes away, so the provider call stops too. */
function clientGone(request: FastifyRequest, reply: FastifyReply): AbortController {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  request.raw.on('aborted', () => controller.abort());
  return controller;
}

export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  /** DESIGN D13: completions one user may ask for per minute. */
  perUserPerMinute: number;
  /** The app's event streams: a streamed completion is one, opened with its first token. */
  streams: EventStreams;
}> = async (app, { chat, perUserPerMinute, streams }) => {
  const perUser = new FixedWindowLimiter(perUserPerMinute, 60_000);
  app.post(
    '/api/chat/completions',
    {
      // With `stream: true` the answer is an event stream.
      config: { sse: true, newWork: true },
      schema: {
        tags: ['chat'],
        body: chatCompletionRequestSchema,
        response: {
          200: chatCompletionResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          402: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
          504: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!perUser.take(user.id)) {
        throw new AppError('rate_limited', LIMITS_TEXT.tooManyChatRequests, {
          retryAfterSeconds: Math.ceil(perUser.msUntilReset(user.id) / 1000),
        });
      }
      const body = request.body;
      const prepared = await chat.prepare(user.id, body);
      const id = `chatcmpl-${randomUUID()}`;
      const base = { id, model: body.model, provider: prepared.resolved.provider };
      const controller = clientGone(request, reply);
      // A closed tab is not a failure: nobody is left to answer, and nothing broke here.
      const leftOrRethrow = (error: unknown) => {
        if (!controller.signal.aborted) throw error;
        request.log.info('client left before the completion ended');
        return reply;
      };

      if (!body.stream) {
        let result: CompletionResult;
        try {
          result = await chat.complete(
            { userId: user.id, request: body, abortSignal: controller.signal },
            prepared,
          );
        } catch (error) {
          return leftOrRethrow(error);
        }
        const answer: ChatCompletionResponse = {
          ...base,
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: result.text || CHAT_TEXT.noResponse },
              finish_reason: result.finishReason,
            },
          ],
          usage: usageOf(result),
        };
        return answer;
      }

      // The event stream opens with the first token, so an upstream failure before it still
      // gets a proper status and JSON error. Chunks are OpenAI's: data only, no event name.
      let stream: EventStream | undefined;
      const open = () => {
        stream ??= streams.open(request, reply, { session: sessionOf(request) });
        return stream;
      };
      const chunk = (data: unknown) => sseFrame(JSON.stringify(data));
      const prefix = `{"id":${JSON.stringify(id)},"object":"chat.completion.chunk","model":${JSON.stringify(body.model)},"choices":[{"index":0,"delta":{"content":`;
      const text = (content: string) =>
        sseFrame(`${prefix}${JSON.stringify(content)}},"finish_reason":null}]}`);
      const done = sseFrame('[DONE]');
      // A token after a quiet spell goes at once; those within a frame's window of it go as one
      // chunk (one socket write, not one per token; decision 033).
      const deltas = createDeltaCoalescer((joined) => open().write(text(joined)), DELTA_WINDOW_MS);
      deltas.open();
      try {
        const result = await chat.complete(
          {
            userId: user.id,
            request: body,
            abortSignal: controller.signal,
            onDelta: (delta) => deltas.push(delta),
          },
          prepared,
        );
        deltas.flush();
        const events = open();
        if (!result.text) events.write(text(CHAT_TEXT.noResponse));
        events.write(
          chunk({
            ...base,
            object: 'chat.completion.chunk',
            choices: [{ index: 0, delta: {}, finish_reason: result.finishReason }],
            usage: usageOf(result),
          }),
        );
        events.end(done);
      } catch (error) {
        if (!stream) return leftOrRethrow(error);
        if (controller.signal.aborted) {
          stream.end();
          return leftOrRethrow(error);
        }
        deltas.flush();
        const answer =
          error instanceof AppError
            ? { message: error.message, code: error.code }
            : { message: CHAT_TEXT.failedToGenerate, code: 'provider_error' };
        stream.end(chunk({ error: answer }) + done);
        // Answered 200 already, so the error handler never sees it: logged here.
        request.log.error({ err: error }, 'chat stream failed');
      }
      return reply;
    },
  );
};
