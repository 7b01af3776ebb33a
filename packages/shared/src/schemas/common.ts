/** Pieces every resource uses: ids, paging, error answers, question/answer pairs (docs/api.md). */
import { z } from 'zod';
import {
  ANSWER_MAX_LENGTH,
  LIST_ITEM_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from '../constants.ts';
import type { ErrorBody, ErrorCode } from '../errors.ts';
import { ERROR_STATUS } from '../errors.ts';
import { isWithinSupportedYears } from '../dates.ts';
import { APP_LANGUAGES } from '../i18n/languages.ts';
import { requiredString, timestampValue } from '../validation/fields.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';
import {
  BEFORE_AND_AFTER_MESSAGE,
  PAGING_MESSAGES,
  REFUSED_QUERY_MESSAGES,
} from './message-texts.ts';

export { BEFORE_AND_AFTER_MESSAGE, PAGING_MESSAGES, REFUSED_QUERY_MESSAGES };

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

/** One of the product's languages (docs/api.md#language). */
export const AppLanguageSchema = z.enum(APP_LANGUAGES);

/** Header that carries a list's total (docs/api.md#endpoints). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * Header that says a list holds more than its `x-total-count` (`true`): the searched jobs list
 * counts up to `JOB_SEARCH_TOTAL_CAP` (docs/api.md#lists-and-paging). Absent when the total is exact.
 */
export const TOTAL_COUNT_CAPPED_HEADER = 'x-total-count-capped';

/**
 * A point in time in a query: an ISO timestamp or a calendar date, in the years 1-9999 once its
 * offset is applied (beyond them the databases cannot compare it).
 */
export const SinceSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: PAGING_MESSAGES.sinceFormat })
  .refine((value) => isWithinSupportedYears(new Date(value)), PAGING_MESSAGES.sinceOutOfRange);

/** An opaque cursor in a query: what an item's `cursor` carried. */
const CursorQueryField = z.string().min(1).max(500);

/**
 * Cursor paging (docs/api.md): `before` takes the opaque cursor of the last item seen; `since` asks
 * for what changed after a time; `limit` 1-100, default 20. Query strings are text, so `limit` is
 * coerced. `after` is not here: only the lists docs/api.md#endpoints gives it page both ways
 * (`TwoWayPagingQuerySchema`); the others refuse it (`refuseQueryKeys`).
 */
export const PagingQuerySchema = z.object({
  before: CursorQueryField.optional(),
  since: SinceSchema.optional(),
  limit: z.coerce
    .number()
    .int(M.pattern)
    .min(1, M.min(1))
    .max(PAGE_SIZE_MAX, M.max(PAGE_SIZE_MAX))
    .default(PAGE_SIZE_DEFAULT),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

/**
 * A query key that takes one or more of `values`, repeated (`?k=a&k=b`) or comma-separated
 * (`?k=a,b`); each must be one of the list (400 on the key otherwise).
 */
export function queryValueList<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (input) => {
      if (input === undefined) return undefined;
      const parts = (Array.isArray(input) ? input : [input]).flatMap((part: unknown) =>
        typeof part === 'string' ? part.split(',') : [part],
      );
      return [...new Set(parts.map((part) => (typeof part === 'string' ? part.trim() : part)))];
    },
    z.array(z.enum(values, { error: () => M.invalidChoice })).optional(),
  );
}

/** A list's paging without `since`, for lists that cannot tell what changed. */
export const BeforePagingQuerySchema = PagingQuerySchema.omit({ since: true });
export type BeforePagingQuery = z.infer<typeof BeforePagingQuerySchema>;

/**
 * The lists that docs/api.md#lists-and-paging pages with since, after, before and limit (a client's
 * applied jobs, an employer's jobs). `before` takes the cursor of the last item seen and gives the
 * older items after it; `after` takes the cursor of the first item seen and gives the newer items
 * just above it, still newest first. One page has one edge, so the two together are refused.
 */
export const TwoWayPagingQuerySchema = PagingQuerySchema.extend({
  after: CursorQueryField.optional(),
}).refine((query) => !(query.before && query.after), {
  path: ['after'],
  message: BEFORE_AND_AFTER_MESSAGE,
});
export type TwoWayPagingQuery = z.infer<typeof TwoWayPagingQuerySchema>;

/**
 * A query schema that answers 400 on `keys` (with the field's path, docs/api.md) instead of
 * dropping them as it drops other unknown keys: a caller that sends `after` to a list without it
 * would otherwise get the first page back and take it for the page it asked for. The check runs
 * before the schema, so the OpenAPI document (built from the input side) lists only the keys the
 * schema honours.
 */
export function refuseQueryKeys<T extends z.ZodObject>(
  schema: T,
  keys: readonly (keyof typeof REFUSED_QUERY_MESSAGES)[],
) {
  return z.preprocess((input: z.input<T>, ctx) => {
    if (typeof input === 'object' && input !== null) {
      for (const key of keys) {
        if (Object.hasOwn(input, key))
          ctx.addIssue({ code: 'custom', path: [key], message: REFUSED_QUERY_MESSAGES[key] });
      }
    }
    return input;
  }, schema);
}

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
