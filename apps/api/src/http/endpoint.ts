import type { Endpoint } from '@kindred/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';

type Parsed<E, Key extends 'params' | 'query' | 'body'> = E extends { [K in Key]: infer Schema extends z.ZodType }
  ? z.output<Schema>
  : undefined;

interface EndpointRoute<E extends Endpoint> {
  Params: Parsed<E, 'params'>;
  Querystring: Parsed<E, 'query'>;
  Body: Parsed<E, 'body'>;
  Reply: z.output<E['response']>;
}

/**
 * Answers with the endpoint's response body (nothing for an endpoint of `successStatus` 204); anything
 * else the client must see is thrown as an HttpError.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: FastifyRequest<EndpointRoute<E>>,
  reply: FastifyReply<EndpointRoute<E>>,
) => Promise<z.output<E['response']>>;

export interface EndpointOptions {
  /** Route config, e.g. `{ rateLimit: { max: 5, timeWindow: '1 minute' } }`. */
  config?: FastifyContextConfig;
  /** Checks run after the access hooks and before the body is read, e.g. that the path names the caller. */
  onRequest?: onRequestAsyncHookHandler[];
}

/**
 * Registers the route of an entry of the contract's endpoint table: its method and path, its
 * schemas for params, query, body and response, and the access hooks its `access` calls for. The
 * access hooks run first, before the body is even parsed. Register inside the plugin mounted at the
 * API prefix.
 */
export function addEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: NoInfer<EndpointHandler<E>>,
  options: EndpointOptions = {},
): void {
  app.route<EndpointRoute<E>>({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { [endpoint.successStatus ?? 200]: endpoint.response },
    },
    onRequest: [...app.accessHooks(endpoint.access), ...(options.onRequest ?? [])],
    config: options.config,
    // Fastify cannot resolve its reply type for a generic endpoint; EndpointHandler states it exactly.
    handler: (endpoint.successStatus === 204 ? answerWithoutBody(handler) : handler) as RouteHandlerMethod<
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      EndpointRoute<E>
    >,
  });
}

function answerWithoutBody<E extends Endpoint>(handler: EndpointHandler<E>): EndpointHandler<E> {
  return async (request, reply) => {
    await handler(request, reply);
    await (reply as FastifyReply).code(204).send();
    return undefined as z.output<E['response']>;
  };
}
