import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as contractSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The contract's serializer (the response is checked against the endpoint's schema, which also
 * drops any field it does not name, then written as JSON), remembering what it wrote for each
 * response object. An answer served again from the read cache is the very same object, and
 * checking and writing it again was the larger part of a poll. Answers are never changed once
 * returned, so the same object always stands for the same JSON.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const serialize = contractSerializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
    }
    return json;
  };
};
