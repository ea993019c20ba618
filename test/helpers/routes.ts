import type { FastifyInstance } from 'fastify';

export type RouteEntry = { method: string; url: string };

/**
 * Every route in Fastify's route table, read from `printRoutes({ commonPrefix: false })`: a tree
 * whose children continue their parent's path (`/api/x (GET)` then `│   └── /:id (PATCH)`).
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const paths: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (paths[depth - 1] ?? '') + match[2]!;
    paths.length = depth;
    paths.push(url);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
