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
import { currentUser } from '../auth/authenticate.ts';
import { FixedWindowLimiter } from '../http/rate-limiter.ts';
import { AppError } from '../http/app-error.ts';
import { createEventWriter, startEventStream, type WriteBound } from '../http/sse.ts';
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
  /** What a streamed completion may hold for a client that does not read. */
  streamBound: WriteBound;
}> = async (app, { chat, perUserPerMinute, streamBound }) => {
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

      if (!body.stream) {
        const result = await chat.complete(
          { userId: user.id, request: body, abortSignal: controller.signal },
          prepared,
        );
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

      // SSE is written straight to the socket; headers go out with the first token, so an
      // upstream failure before it still gets a proper status and JSON error.
      const raw = reply.raw;
      const events = createEventWriter(raw, streamBound);
      const chunk = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
      const prefix = `{"id":${JSON.stringify(id)},"object":"chat.completion.chunk","model":${JSON.stringify(body.model)},"choices":[{"index":0,"delta":{"content":`;
      const start = () => {
        if (!raw.headersSent) startEventStream(reply);
      };
      try {
        const result = await chat.complete(
          {
            userId: user.id,
            request: body,
            abortSignal: controller.signal,
            onDelta: (text) => {
              start();
              events.write(`data: ${prefix}${JSON.stringify(text)}},"finish_reason":null}]}\n\n`);
            },
          },
          prepared,
        );
        start();
        if (!result.text) {
          events.write(
            `data: ${prefix}${JSON.stringify(CHAT_TEXT.noResponse)}},"finish_reason":null}]}\n\n`,
          );
        }
        events.write(
          chunk({
            ...base,
            object: 'chat.completion.chunk',
            choices: [{ index: 0, delta: {}, finish_reason: result.finishReason }],
            usage: usageOf(result),
          }),
        );
        events.end('data: [DONE]\n\n');
      } catch (error) {
        if (!raw.headersSent) throw error;
        if (!raw.writableEnded && !raw.destroyed) {
          const answer =
            error instanceof AppError
              ? { message: error.message, code: error.code }
              : { message: CHAT_TEXT.failedToGenerate, code: 'provider_error' };
          events.end(chunk({ error: answer }) + 'data: [DONE]\n\n');
        }
        if (!(error instanceof AppError)) request.log.warn({ err: error }, 'chat stream failed');
      }
      return reply;
    },
  );
};
