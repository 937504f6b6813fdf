import { API_PREFIX, type Endpoint, endpoints } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '../../src/admin/endpoints';
import { IMAGES_ROUTE, LIVENESS_ROUTE } from '../../src/paths';
import { DOCS_ROUTE, OPENAPI_ROUTE } from '../../src/plugins/external/docs';

/** A route as `METHOD /full/path`, with Fastify's `:name` parameters and `*` wildcards. */
export type RouteKey = `${string} /${string}`;

const TREE_LINE = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;
const TREE_INDENT = 4;

/**
 * Every route the server answers, read from Fastify's route tree: each line of `printRoutes()` is
 * a path segment indented below its parent, followed by the methods registered at that point.
 * HEAD routes Fastify adds beside every GET and the CORS preflight catch-all are left out.
 */
export function serverRoutes(app: FastifyInstance): RouteKey[] {
  const segments: string[] = [];
  const routes: RouteKey[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    segments.length = indent.length / TREE_INDENT;
    segments.push(segment === '(empty root node)' ? '' : segment);
    for (const method of methods?.split(', ') ?? []) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${segments.join('')}` as RouteKey);
    }
  }
  return routes.sort();
}

export const routeKeyOf = (endpoint: Endpoint): RouteKey =>
  `${endpoint.method} ${API_PREFIX}${endpoint.path}` as RouteKey;

/**
 * The routes outside the public contract: the operator commands' admin door, the character pictures, the
 * liveness probe and the API's description.
 */
export const nonContractRoutes = {
  createInvitations: routeKeyOf(adminEndpoints.createInvitations),
  listInvitations: routeKeyOf(adminEndpoints.listInvitations),
  deleteUser: routeKeyOf(adminEndpoints.deleteUser),
  images: `GET ${API_PREFIX}${IMAGES_ROUTE}/*`,
  liveness: `GET ${API_PREFIX}${LIVENESS_ROUTE}`,
  docs: `GET ${DOCS_ROUTE}`,
  openApi: `GET ${OPENAPI_ROUTE}`,
} as const satisfies Record<string, RouteKey>;

/** Every route the server is meant to have: the contract's endpoint table plus the routes above. */
export const knownRoutes: RouteKey[] = [
  ...Object.values(endpoints).map(routeKeyOf),
  ...Object.values(nonContractRoutes),
].sort();
