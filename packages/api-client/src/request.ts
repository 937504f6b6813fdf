import { type EndpointName, endpoints, pathOf } from '@kindred/contract';
import type { AxiosInstance } from 'axios';
import { z } from 'zod';

/** A response body that does not have the shape the contract promises. */
export class UnexpectedResponseError extends Error {
  override name = 'UnexpectedResponseError';
}

export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Replaces the instance's timeout (milliseconds) for this call. */
  timeout?: number;
}

/** Sends one call of the endpoint table and resolves with the raw response body. */
export async function call(client: AxiosInstance, name: EndpointName, input: CallInput = {}): Promise<unknown> {
  const response = await client.request({
    method: endpoints[name].method,
    url: pathOf(name, input.params),
    // axios leaves undefined query values out of the URL, so optional filters need no special case.
    params: input.query,
    data: input.body,
    headers: input.headers,
    timeout: input.timeout,
  });
  return response.data;
}

/** Checks a response body against a schema, failing with a message that names the call. */
export function parseBody<Schema extends z.ZodType>(
  name: EndpointName,
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { method, path } = endpoints[name];
  throw new UnexpectedResponseError(`Unexpected response from ${method} ${path}: ${z.prettifyError(result.error)}`);
}
