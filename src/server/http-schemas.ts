import { z } from 'zod';

/** The API's one error shape, declared on routes so the OpenAPI document shows it. */
export const errorReply = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
