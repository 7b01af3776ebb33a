import { z } from 'zod';
import { ERROR_CODES } from '@fairchance/shared';

/** The error body of docs/api.md#errors, declared on routes so the OpenAPI document shows it. */
export const ErrorBodySchema = z.object({
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
