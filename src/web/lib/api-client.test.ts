import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, apiGet, setApiTransport } from './api-client';

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API errors', () => {
  afterEach(() => setApiTransport((path, init) => fetch(path, init)));

  it("names an unexpected failure's request id, for staff to find it in the logs", async () => {
    setApiTransport(
      answer(500, {
        error: {
          code: 'INTERNAL',
          message: 'An unexpected error occurred. Please try again.',
          requestId: 'req-7f3a9c21',
        },
      }),
    );
    const failure = await apiGet('/api/admin/orders').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(
      'An unexpected error occurred. Please try again. (reference req-7f3a9c21)',
    );
  });

  it("shows a refusal's message as the server wrote it", async () => {
    setApiTransport(answer(409, { error: { code: 'OUT_OF_STOCK', message: 'Only 2 left in stock' } }));
    const failure = (await apiGet('/api/cart').catch((e: unknown) => e)) as ApiError;
    expect([failure.status, failure.code, failure.message]).toEqual([409, 'OUT_OF_STOCK', 'Only 2 left in stock']);
  });
});
