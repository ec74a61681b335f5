import { z } from 'zod';

/** The API's one error shape, declared on routes so the OpenAPI document shows it. */
export const errorReply = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** On unexpected (5xx) errors: the request id the logs carry, for staff to look the failure up. */
    requestId: z.string().optional(),
  }),
});
