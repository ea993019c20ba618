import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storable } from '../contract/text.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerFeatures } from './features.ts';
import { limitConnections } from './http/connection-limits.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installJsonBodyParser } from './http/json-body.ts';
import { shedNewWorkUnderPressure } from './http/shedding.ts';
import { createErrorSerializer, pathOnly } from './http/logging.ts';
import { createRedactor } from './providers/redact.ts';
import { configuredSecrets } from './providers/registry.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Folder of the built SPA; served with an index.html fallback when it exists. */
  webDist?: string;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it); implies `logger`. */
  logStream?: { write(line: string): void };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, read from Fastify's onRoute hook (the property tests walk it). */
    routeTable: readonly RouteOptions[];
  }
}

/** Health checks within this of the database's last answer reuse it (one probe a second). */
const HEALTH_PROBE_MAX_AGE_MS = 1000;

/** 1 MiB is plenty for any JSON body here; uploads go through multipart with their own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Node closes only the connections idle when closing starts; a keep-alive connection whose request
 * was still running would hold `close()` open forever. Answers sent while closing end their socket.
 */
function closeKeptAliveConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

/** API answers are per user and often secret: no browser or proxy may keep a copy. */
function neverCacheApiAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
}

export async function buildApp({
  config,
  database,
  webDist,
  logger = false,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger || logStream
        ? {
            level: config.logLevel,
            ...(logStream ? { stream: logStream } : {}),
            serializers: {
              req: (request) => ({
                method: request.method,
                url: pathOnly(request.url),
                remoteAddress: request.ip,
              }),
              err: createErrorSerializer(createRedactor(configuredSecrets(config.providers))),
            },
          }
        : false,
    bodyLimit: JSON_BODY_LIMIT,
    // DESIGN D14: X-Forwarded-For only from the configured proxies, else the socket's address.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // A request (headers, then body) must arrive in time; answers, event streams included, are
    // not timed. Node checks once a second rather than its default 30 s.
    requestTimeout: config.connections.requestTimeoutMs,
    http: {
      headersTimeout: config.connections.headersTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  limitConnections(app, {
    perAddress: config.connections.perAddress,
    trustProxy: config.trustProxy,
  });

  // Every request schema refuses text the database cannot store, naming the field (400).
  app.setValidatorCompiler<z.ZodType>((route) =>
    validatorCompiler({ ...route, schema: storable(route.schema) }),
  );
  app.setSerializerCompiler(serializerCompiler);
  const routeTable: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routeTable.push(route));
  app.decorate('routeTable', routeTable);
  installErrorHandling(app, database.availability);
  closeKeptAliveConnectionsOnShutdown(app);
  neverCacheApiAnswers(app);
  installJsonBodyParser(app);
  await shedNewWorkUnderPressure(app, config.shedding);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Parley API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The API's documentation is public; its routes are the plugin's, so they are marked here.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  await registerFeatures(app, { config, database });

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        description: `503 { ok: false } while the database cannot be reached (load balancers).`,
        response: {
          200: z.object({ ok: z.literal(true) }),
          503: z.object({ ok: z.literal(false) }),
        },
      },
    },
    async (_request, reply) =>
      (await database.availability.check(HEALTH_PROBE_MAX_AGE_MS))
        ? { ok: true as const }
        : reply.status(503).send({ ok: false as const }),
  );

  const spaIndex = webDist && existsSync(join(webDist, 'index.html')) ? webDist : undefined;
  if (spaIndex)
    await app.register(fastifyStatic, { root: spaIndex, wildcard: false, maxAge: '1h' });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (spaIndex && request.method === 'GET' && !path.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0 });
    }
    return reply
      .status(404)
      .send({ error: `Route ${request.method} ${path} not found`, code: 'not_found' });
  });

  return app;
}
