/**
 * Client profile calls: POST /v1/clients, PATCH /v1/clients/{id}, the client's job lists
 * (docs/api.md#endpoints). The profile's schemas and its save transform live in
 * transforms/client-profile.ts; they are re-exported here so every resource's schemas can be found
 * under schemas/.
 */
import { z } from 'zod';
import { RSP_CLIENT_STATUSES } from '../enums/rsp.ts';
import { IdParamsSchema, IdSchema, TwoWayPagingQuerySchema } from './common.ts';
import { JobListSchema } from './jobs.ts';

export {
  ClientProfileDataSchema,
  ClientProfileFormSchema,
  ClientProfileInputSchema,
  ClientProfileSchema,
  CreateClientProfileRequestSchema,
  UpdateClientProfileRequestSchema,
  applyClientProfilePatch,
  toClientProfilePayload,
} from '../transforms/client-profile.ts';
export type {
  ClientProfile,
  ClientProfileData,
  ClientProfileFormValues,
  ClientProfileInput,
  CreateClientProfileRequest,
  CreateClientProfileRequestInput,
  UpdateClientProfileRequest,
  UpdateClientProfileRequestInput,
} from '../transforms/client-profile.ts';

/** /v1/clients/{id}: the client profile's id (`user.client.id`). */
export const ClientParamsSchema = IdParamsSchema;

/** DELETE /v1/clients/{id}/providers/{rspId}: stop sharing with that organization. */
export const ClientProviderParamsSchema = z.object({ id: IdSchema, rspId: IdSchema });
export type ClientProviderParams = z.infer<typeof ClientProviderParamsSchema>;
export type ClientParams = z.infer<typeof ClientParamsSchema>;

/**
 * GET /v1/clients/{id}/jobs: since, after, before, limit (docs/api.md#endpoints); total in
 * x-total-count. The cursors follow the time of the application: `before` gives the older
 * applications after the last one seen, `after` the newer ones just above the first one seen.
 */
export const ClientJobsQuerySchema = TwoWayPagingQuerySchema;
export type ClientJobsQuery = z.infer<typeof ClientJobsQuerySchema>;

/** The jobs the client applied to, each with its `applicationStatus`. */
export const ClientJobListSchema = JobListSchema;

/** GET /v1/clients/{id}/jobs/suggested: at most SUGGESTED_JOBS_MAX jobs. */
export const SuggestedJobListSchema = JobListSchema;

/**
 * GET /v1/clients/{id}/providers: the organizations the client is linked to (chosen in onboarding),
 * with how to reach them (docs/roles-and-permissions.md: the provider and a contact link).
 */
export const ClientProviderSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(RSP_CLIENT_STATUSES),
});
export type ClientProvider = z.infer<typeof ClientProviderSchema>;
export const ClientProviderListSchema = z.array(ClientProviderSchema);
