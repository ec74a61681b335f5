import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Replies are written by fast-json-stringify from each route's zod response schema (turned into JSON
 * Schema once, at start-up). It writes only the declared fields, so staff-only or secret fields never
 * leave the server, and it costs a fraction of validating every reply with zod, which mattered most
 * for the catalog (see bench/README.md). A schema JSON Schema cannot express falls back to zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return zodSerializerCompiler(route);
  }
};
