/**
 * Saved searches and job alerts (docs/rules.md#saved-searches-and-job-alerts): a client keeps a
 * search of Current Opportunities under a name, and may have an e-mail a day with the new jobs it
 * finds. The search is checked by the same schema as `GET /v1/jobs` checks its query.
 */
import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX } from '../constants.ts';
import { US_STATE_CODES } from '../enums/geography.ts';
import { JOB_SORTS, TYPES_OF_WORK, WORKING_TIMES } from '../enums/job.ts';
import { requiredString } from '../validation/fields.ts';
import { IdSchema, TimestampSchema } from './common.ts';
import { JobSearchSchema, type JobSearch } from './jobs.ts';
import { SAVED_SEARCH_MESSAGES } from './message-texts.ts';

export { SAVED_SEARCH_MESSAGES };

/** Does the search ask for anything (the order aside)? An empty one would list every job. */
export function hasJobSearchFilter(search: Partial<JobSearch>): boolean {
  return (
    search.q !== undefined ||
    (search.typeOfWork?.length ?? 0) > 0 ||
    (search.workingTime?.length ?? 0) > 0 ||
    search.city !== undefined ||
    search.state !== undefined ||
    search.minPay !== undefined ||
    search.postedWithin !== undefined
  );
}

const SavedSearchRequestFields = {
  name: requiredString(SAVED_SEARCH_NAME_MAX),
  search: JobSearchSchema.refine(hasJobSearchFilter, SAVED_SEARCH_MESSAGES.searchEmpty),
};

/** POST /v1/clients/{id}/saved-searches. Alerts are on unless `alertsEnabled` is false. */
export const CreateSavedSearchRequestSchema = z.object({
  ...SavedSearchRequestFields,
  alertsEnabled: z.boolean().default(true),
});
export type CreateSavedSearchRequest = z.input<typeof CreateSavedSearchRequestSchema>;

/** PATCH /v1/clients/{id}/saved-searches/{searchId}: rename, change the search, alerts on or off. */
export const UpdateSavedSearchRequestSchema = z.object({
  name: SavedSearchRequestFields.name.optional(),
  search: SavedSearchRequestFields.search.optional(),
  alertsEnabled: z.boolean().optional(),
});
export type UpdateSavedSearchRequest = z.input<typeof UpdateSavedSearchRequestSchema>;

export const SavedSearchParamsSchema = z.object({ id: IdSchema, searchId: IdSchema });
export type SavedSearchParams = z.infer<typeof SavedSearchParamsSchema>;

/** A saved search as it is answered: the search with only the keys it sets. */
export const SavedJobSearchSchema = z.object({
  q: z.string().optional(),
  typeOfWork: z.array(z.enum(TYPES_OF_WORK)).optional(),
  workingTime: z.array(z.enum(WORKING_TIMES)).optional(),
  city: z.string().optional(),
  state: z.enum(US_STATE_CODES).optional(),
  minPay: z.number().optional(),
  postedWithin: z.number().int().optional(),
  sort: z.enum(JOB_SORTS),
});
export type SavedJobSearch = z.infer<typeof SavedJobSearchSchema>;

export const SavedSearchSchema = z.object({
  id: IdSchema,
  name: z.string(),
  search: SavedJobSearchSchema,
  /** An e-mail a day lists the new jobs this search finds. */
  alertsEnabled: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchListSchema = z.array(SavedSearchSchema);
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;

/**
 * POST /v1/job-alerts/unsubscribe/{token}: the link of every job alert. The token names the
 * client and is signed by the server, so it works without signing in.
 */
export const JobAlertUnsubscribeParamsSchema = z.object({ token: z.string().min(1).max(200) });
export type JobAlertUnsubscribeParams = z.infer<typeof JobAlertUnsubscribeParamsSchema>;
