import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Replies of 1 KB or more are compressed for browsers that accept it. Up to 64 KB (every API page of
 * cards: search, catalog, suggestions) in one synchronous call, not through a zlib stream per reply:
 * @fastify/compress's default ceiling for that is 8 KB on a 2-core machine, so a 12 KB search or
 * catalog page went through the stream pipeline, which costs far more CPU per reply than compressing
 * inline (bench/README.md "Search"). Bigger replies still stream: server-rendered pages, the OpenAPI
 * document, files.
 */
export const INLINE_COMPRESSION_LIMIT = 65_536;

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { threshold: 1024, syncThreshold: INLINE_COMPRESSION_LIMIT });
}
