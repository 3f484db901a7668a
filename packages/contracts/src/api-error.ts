import { z } from 'zod';

/** The one error body every `/rest` call and spec endpoint answers with (spec section 8). */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages of a 422 validation failure, keyed by the field's dotted path. */
    fields: z.record(z.string(), z.string()).optional(),
    /** Facts a refusal carries for the client: the balance of an overdraw, the limit an amount broke. */
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  /** Present on 301 replies: where the client must go instead. */
  redirectUrl: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** `{success: true}`: the reply of calls that only acknowledge. */
export const okResponseSchema = z.object({ success: z.literal(true) });
