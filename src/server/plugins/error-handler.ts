import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, TooManyRequestsError } from '../errors';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; requestId?: string };
}

/** One place maps every failure to the API's error shape; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(ERROR_STATUS.VALIDATION_FAILED).send(body('VALIDATION_FAILED', first, fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // The id (also in the X-Request-Id header) lets staff find this failure's log lines.
      const failure = body('INTERNAL', 'An unexpected error occurred. Please try again.');
      return reply.status(500).send({ error: { ...failure.error, requestId: request.id } });
    }
    // A plugin's refusal outside /api (the static files' directory listing): the site's 404 page.
    if ((status === 403 || status === 404) && !isApiPath(request.url)) return reply.callNotFound();
    // Fastify's own 4xx (bad JSON, body too large, rate limit): the message is safe to show.
    return reply
      .status(status)
      .send(body(error.code ?? STATUS_CODES_BY_STATUS[status] ?? 'BAD_REQUEST', error.message));
  });
}

export function body(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields && Object.keys(fields).length ? { code, message, fields } : { code, message } };
}

const STATUS_CODES_BY_STATUS: Record<number, string> = { 403: 'FORBIDDEN', 404: 'NOT_FOUND', 414: 'URI_TOO_LONG' };

export const isApiPath = (url: string) => {
  const path = url.split('?', 1)[0]!;
  return path === '/api' || path.startsWith('/api/');
};

/**
 * Errors Fastify meets before any route runs (an undecodable URL, a path parameter past its length):
 * the API's error shape instead of Fastify's own body.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return tooLong
    ? reply.status(414).send(body('URI_TOO_LONG', 'The address is too long.'))
    : reply.status(400).send(body('BAD_URL', 'The address is not valid (it has a broken % escape).'));
}

/** Errors Node's HTTP parser meets before Fastify (headers too large, a malformed request), in the API's shape. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'TIMEOUT', 'The request took too long to arrive.']
        : [400, 'BAD_REQUEST', 'The request is malformed.'];
  const json = JSON.stringify(body(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}
