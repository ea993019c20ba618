import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CUSTOM_MODEL_TEXT,
  DOCUMENT_LIMITS,
  customModelBodySchema,
  customModelListSchema,
  customModelSchema,
  documentContentListSchema,
  documentParamsSchema,
  importRequestSchema,
  importResponseSchema,
  modelIdParamsSchema,
  okResponseSchema,
  shareResponseSchema,
  uploadDocumentsResponseSchema,
} from '../../contract/custom-models.ts';
import { errorResponseSchema } from '../../contract/errors.ts';
import {
  LIMITS_TEXT,
  UPLOAD_RETRY_AFTER_SECONDS,
  UPLOADS_AT_ONCE_PER_USER,
} from '../../contract/limits.ts';
import { providersResponseSchema } from '../../contract/models.ts';
import { currentUser } from '../auth/authenticate.ts';
import { AppError } from '../lib/app-error.ts';
import { ConcurrencyCounter } from '../lib/concurrency-counter.ts';
import { withOwnKeys, type ProviderRegistry } from '../providers/registry.ts';
import { storedFileName } from './documents/file-types.ts';
import type { CreationLimits } from '../users/creation-limits.ts';
import type { CustomModelService, UploadedFile } from './service.ts';

/**
 * GET /api/models/providers (no auth): the catalog with each provider's availability. A valid
 * session of a user whose own key opens a provider the server has no key for marks it available
 * for that user (DESIGN D5); a missing or stale token reads as signed out. No key is ever sent.
 */
export const providerListingRoutes: FastifyPluginAsyncZod<{
  providers: ProviderRegistry;
  assistantModel: string;
  /** The providers a user's own saved keys open. */
  providersWithKeys: (userId: string) => Promise<ReadonlySet<string>>;
}> = async (app, { providers, assistantModel, providersWithKeys }) => {
  app.get(
    '/api/models/providers',
    {
      config: { access: 'optional' },
      schema: { tags: ['models'], response: { 200: providersResponseSchema } },
    },
    async (request) => {
      const ownKeys = request.user ? await providersWithKeys(request.user.id) : new Set<string>();
      return {
        success: true as const,
        providers: withOwnKeys(providers.listProviders(), ownKeys),
        assistantModel,
      };
    },
  );
};

/**
 * Reads the files of the `documents` field one by one, each only up to 10 MB: a larger file is
 * answered 413 as soon as its 10 MB + 1st byte arrives, never held whole. `slots` is how many
 * more documents the model takes; the file after that is refused before it is read.
 */
async function readDocumentParts(
  request: FastifyRequest,
  slots: number,
  current: number,
): Promise<UploadedFile[]> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', CUSTOM_MODEL_TEXT.notMultipart);
  }
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'field') continue;
    if (part.fieldname !== DOCUMENT_LIMITS.field) {
      throw new AppError('bad_request', CUSTOM_MODEL_TEXT.unexpectedField(part.fieldname));
    }
    if (files.length >= slots) {
      throw new AppError('bad_request', CUSTOM_MODEL_TEXT.maxDocuments(current));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file) {
      size += (chunk as Buffer).length;
      // Busboy stops one byte past the limit; leaving the loop ends the upload there.
      if (size > DOCUMENT_LIMITS.maxBytes) {
        throw new AppError(
          'too_large',
          CUSTOM_MODEL_TEXT.fileTooLarge(storedFileName(part.filename)),
        );
      }
      chunks.push(chunk as Buffer);
    }
    files.push({ name: part.filename, bytes: Buffer.concat(chunks) });
  }
  return files;
}

/** Broken multipart bodies (cut off, no boundary) raise plain parser errors: a 400, not a 500. */
async function readDocuments(
  request: FastifyRequest,
  slots: number,
  current: number,
): Promise<UploadedFile[]> {
  try {
    return await readDocumentParts(request, slots, current);
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('bad_request', CUSTOM_MODEL_TEXT.malformedUpload);
  }
}

/** SPEC §7 custom models: CRUD, documents, share tokens and import; the owner's only. */
export const customModelRoutes: FastifyPluginAsyncZod<{
  service: CustomModelService;
  /** DESIGN D24: the custom models an account may make (or import) per hour and hold. */
  creations: CreationLimits;
}> = async (app, { service, creations }) => {
  // preservePath: the name is kept as the client's text (never used as a path; see storedFileName).
  await app.register(multipart, {
    preservePath: true,
    throwFileSizeLimit: false,
    limits: {
      fileSize: DOCUMENT_LIMITS.maxBytes + 1,
      files: DOCUMENT_LIMITS.maxDocuments + 1,
      fields: 10,
      fieldSize: 1024,
      parts: 20,
    },
  });

  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
    429: errorResponseSchema,
  };
  const tags = ['models'];
  /**
   * DESIGN D13, D24: uploads in progress per account (in this process): its share of the text
   * extraction processes, one reading and two waiting. Each holds up to 30 MB of files in memory;
   * the excess is refused at once, before its body is read.
   */
  const uploading = new ConcurrencyCounter(UPLOADS_AT_ONCE_PER_USER);

  app.get(
    '/api/models',
    { schema: { tags, response: { 200: customModelListSchema, ...errors } } },
    async (request) => service.list(currentUser(request)),
  );

  app.post(
    '/api/models',
    {
      preHandler: creations.limit('customModels'),
      schema: {
        tags,
        body: customModelBodySchema,
        response: { 201: customModelSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(currentUser(request), request.body)),
  );

  app.post(
    '/api/models/import',
    {
      preHandler: creations.limit('customModels'),
      schema: {
        tags,
        body: importRequestSchema,
        response: { 201: importResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.importShared(currentUser(request), request.body.shareToken)),
  );

  app.get(
    '/api/models/:id',
    {
      schema: {
        tags,
        params: modelIdParamsSchema,
        response: { 200: customModelSchema, ...errors },
      },
    },
    async (request) => service.get(currentUser(request), request.params.id),
  );

  app.put(
    '/api/models/:id',
    {
      schema: {
        tags,
        params: modelIdParamsSchema,
        body: customModelBodySchema,
        response: { 200: customModelSchema, ...errors },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/models/:id',
    {
      schema: { tags, params: modelIdParamsSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/models/:id/documents/content',
    {
      schema: {
        tags,
        params: modelIdParamsSchema,
        response: { 200: documentContentListSchema, ...errors },
      },
    },
    async (request) => service.documentContents(currentUser(request), request.params.id),
  );

  app.post(
    '/api/models/:id/documents',
    {
      config: { newWork: true },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: modelIdParamsSchema,
        response: {
          201: uploadDocumentsResponseSchema,
          ...errors,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!uploading.tryAcquire(user.id)) {
        throw new AppError('rate_limited', LIMITS_TEXT.tooManyUploads(UPLOADS_AT_ONCE_PER_USER), {
          retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
        });
      }
      try {
        // A refusal before the whole body is read lingers (the error handler's lingerOnUnreadBody).
        const current = await service.documentCount(user, request.params.id);
        const files = await readDocuments(request, DOCUMENT_LIMITS.maxDocuments - current, current);
        return reply.status(201).send(await service.addDocuments(user, request.params.id, files));
      } finally {
        uploading.release(user.id);
      }
    },
  );

  app.delete(
    '/api/models/:id/documents/:docId',
    {
      schema: {
        tags,
        params: documentParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.removeDocument(currentUser(request), request.params.id, request.params.docId);
      return { success: true as const };
    },
  );

  app.post(
    '/api/models/:id/share',
    {
      schema: {
        tags,
        params: modelIdParamsSchema,
        response: { 200: shareResponseSchema, ...errors },
      },
    },
    async (request) => service.share(currentUser(request), request.params.id),
  );

  app.delete(
    '/api/models/:id/share',
    {
      schema: { tags, params: modelIdParamsSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      await service.revoke(currentUser(request), request.params.id);
      return { success: true as const };
    },
  );
};
