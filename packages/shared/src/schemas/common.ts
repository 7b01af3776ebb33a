/** Pieces every resource uses: ids, paging, error answers, question/answer pairs (DESIGN §3). */
import { z } from 'zod';
import {
  ANSWER_MAX_LENGTH,
  LIST_ITEM_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from '../constants.ts';
import type { ErrorBody, ErrorCode } from '../errors.ts';
import { ERROR_STATUS } from '../errors.ts';
import { requiredString, timestampValue } from '../validation/fields.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';

/** Ids are UUIDs (v7, sortable by creation). */
export const IdSchema = z.uuid();
export type Id = z.infer<typeof IdSchema>;

export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** An id that may come from a query string or a prefilled form: '' means none. */
export const optionalIdField = z
  .union([IdSchema, z.literal('')])
  .nullish()
  .transform((value) => (value === '' || value === null ? undefined : value));

/** An id a form may clear: '' and null mean none (kept as null, so a PATCH can clear it). */
export const nullableIdField = z
  .union([z.uuid(M.pattern), z.literal('')])
  .nullish()
  .transform((value) => (value === '' || value === undefined ? null : value));

/** Header that carries a list's total (SPEC §7). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** A point in time in a query: an ISO timestamp or a calendar date. */
export const SinceSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/**
 * Cursor paging (DESIGN §3): `before` takes the opaque cursor of the last item seen; `since`
 * asks for what changed after a time; `limit` 1-100, default 20. Query strings are text, so
 * `limit` is coerced.
 */
export const PagingQuerySchema = z.object({
  before: z.string().min(1).max(500).optional(),
  after: z.string().min(1).max(500).optional(),
  since: SinceSchema.optional(),
  limit: z.coerce
    .number()
    .int(M.pattern)
    .min(1, M.min(1))
    .max(PAGE_SIZE_MAX, M.max(PAGE_SIZE_MAX))
    .default(PAGE_SIZE_DEFAULT),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

/** `?since=` alone, for single resources that can answer "unchanged". */
export const SinceQuerySchema = z.object({ since: SinceSchema.optional() });
export type SinceQuery = z.infer<typeof SinceQuerySchema>;

/** Every item of a paged list carries its cursor. */
export const CursorSchema = z.string();

const ERROR_CODE_VALUES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const FieldErrorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** The body of every error answer, the same shape as `ErrorBody` in errors.ts. */
export const ErrorBodySchema = z.object({
  code: z.enum(ERROR_CODE_VALUES),
  message: z.string(),
  details: z.array(FieldErrorDetailSchema).optional(),
}) satisfies z.ZodType<ErrorBody>;

/** One answer to a question: an application's answers, a profile's questions. */
export const QuestionAnswerRequestSchema = z.object({
  question: requiredString(LIST_ITEM_MAX_LENGTH),
  answer: requiredString(ANSWER_MAX_LENGTH),
});
export type QuestionAnswerRequest = z.infer<typeof QuestionAnswerRequestSchema>;

export const QuestionAnswerSchema = z.object({
  question: z.string(),
  answer: z.string(),
});
export type QuestionAnswer = z.infer<typeof QuestionAnswerSchema>;

/** Stored media (avatars, images) is named by its upload key; answers may carry a URL. */
export const MediaKeyField = z.string().trim().min(1).max(500);

/** Timestamps in answers are ISO 8601 strings (the API sends `Date#toISOString()`). */
export const TimestampSchema = timestampValue;
