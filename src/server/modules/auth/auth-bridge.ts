import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { errorReply } from '../../http-schemas';
import { body as errorBody } from '../../plugins/error-handler';
import { CLIENT_IP_HEADER, type Auth } from './create-auth';

/** The error answers every wrapped auth route declares. */
export const AUTH_ERROR_REPLIES = { 400: errorReply, 401: errorReply, 403: errorReply, 429: errorReply };

/** Headers that describe one hop or one body encoding; they are not copied across the bridge. */
const HOP_HEADERS = new Set([
  'connection',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'keep-alive',
  'host',
]);

export interface AuthCall {
  status: number;
  headers: Headers;
  /** Parsed JSON body, or null for redirects and empty answers. */
  json: Record<string, unknown> | null;
}

/**
 * Calls better-auth's fetch handler with the shopper's request (cookies, origin, client address), for
 * `path` under /api/auth with a JSON `body`, or the request itself unchanged.
 */
export async function callAuth(
  auth: Auth,
  publicUrl: string,
  request: FastifyRequest,
  override?: { path: string; body?: unknown; method?: string },
): Promise<AuthCall> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_HEADERS.has(name) || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const url = new URL(override ? `/api/auth${override.path}` : request.url, publicUrl);
  const method = override?.method ?? (override ? 'POST' : request.method);
  const payload = override ? override.body : request.body;
  const init: RequestInit = { method, headers, redirect: 'manual' };
  if (method !== 'GET' && method !== 'HEAD') {
    headers.set('content-type', 'application/json');
    init.body = payload === undefined ? undefined : JSON.stringify(payload);
  }
  const response = await auth.handler(new Request(url, init));
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  if (text && response.headers.get('content-type')?.includes('application/json')) {
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = null;
    }
  }
  return { status: response.status, headers: response.headers, json };
}

/** Copies better-auth's cookies and redirect target onto the Fastify reply. */
export function copyAuthHeaders(call: AuthCall, reply: FastifyReply, options: { cookies?: boolean } = {}) {
  if (options.cookies !== false) {
    const cookies = call.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
  }
  const redirect = call.status >= 300 && call.status < 400;
  for (const [name, value] of call.headers) {
    if (name === 'set-cookie' || HOP_HEADERS.has(name) || name === 'content-type') continue;
    if (name === 'location' && !redirect) continue;
    reply.header(name, value);
  }
}

/** better-auth's error answer, in the API's `{ error: { code, message } }` shape and the shop's words. */
export function authError(call: AuthCall, reply: FastifyReply, messages: Partial<Record<string, string>> = {}) {
  const code =
    typeof call.json?.code === 'string' ? call.json.code : call.status === 429 ? 'RATE_LIMITED' : 'AUTH_ERROR';
  if (call.status === 429) {
    const seconds = Number(call.headers.get('x-retry-after')) || 60;
    reply.header('retry-after', String(seconds));
    return reply.status(429).send(errorBody('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts(seconds)));
  }
  const known: Record<string, string> = {
    INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
    EMAIL_NOT_VERIFIED: AUTH_MESSAGES.emailNotVerified,
    PROVIDER_NOT_FOUND: AUTH_MESSAGES.googleNotConfigured,
  };
  const message =
    messages[code] ??
    known[code] ??
    (typeof call.json?.message === 'string' ? call.json.message : AUTH_MESSAGES.unexpected);
  return reply.status(call.status >= 400 ? call.status : 500).send(errorBody(code, message));
}

/** 429 with Retry-After (seconds) and a message that says when to try again. */
export function tooManyAttempts(reply: FastifyReply, code: string, message: string, seconds: number) {
  reply.header('retry-after', String(seconds));
  return reply.status(429).send(errorBody(code, message));
}

/** Passes a better-auth answer through untouched except for the error shape. */
export function relayAuth(call: AuthCall, reply: FastifyReply) {
  copyAuthHeaders(call, reply);
  if (call.status >= 400) return authError(call, reply);
  reply.status(call.status);
  return call.json === null ? reply.send() : reply.send(call.json);
}
