import type { FastifyInstance, RouteOptions } from 'fastify';

export type RouteEntry = { method: string; url: string; route: RouteOptions };

/** Every route in Fastify's route table (the app's `onRoute` record), one entry per method. */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  return app.routeTable.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
      method,
      url: route.url,
      route,
    })),
  );
}
