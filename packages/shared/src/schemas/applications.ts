/**
 * Applications: POST /v1/jobs/{id}/applications, the employer's applicant list and detail, and
 * PATCH of an application's status (docs/data-model.md#application,
 * docs/rules.md#application-statuses, docs/api.md#endpoints).
 */
import { z } from 'zod';
import { LIST_MAX_ITEMS } from '../constants.ts';
import { CloakedClientProfileSchema } from '../cloaking.ts';
import { APPLICATION_STATUSES, EMPLOYER_SETTABLE_STATUSES } from '../enums/job.ts';
import { requiredEnum } from '../validation/fields.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';
import {
  CursorSchema,
  IdSchema,
  PagingQuerySchema,
  QuestionAnswerRequestSchema,
  QuestionAnswerSchema,
  refuseQueryKeys,
  SinceQuerySchema,
  TimestampSchema,
} from './common.ts';

/**
 * Apply: one answer per job question, each required, at most 1000 characters (docs/validation.md).
 */
export const CreateApplicationRequestSchema = z.object({
  questions: z
    .array(QuestionAnswerRequestSchema)
    .max(LIST_MAX_ITEMS, M.maxItems(LIST_MAX_ITEMS))
    .optional(),
});
export type CreateApplicationRequest = z.infer<typeof CreateApplicationRequestSchema>;

/** The application form on the job page validates with the request schema. */
export const ApplicationFormSchema = CreateApplicationRequestSchema;
export type ApplicationFormValues = z.input<typeof ApplicationFormSchema>;

/** Empty answers for a job's questions, in the job's order: the form's default values. */
export function applicationFormDefaults(jobQuestions: readonly string[]): ApplicationFormValues {
  return { questions: jobQuestions.map((question) => ({ question, answer: '' })) };
}

/**
 * The job's questions that the answers leave out. The server refuses an application that does
 * not answer every question of the job (answers to other questions are ignored).
 */
export function unansweredQuestions(
  jobQuestions: readonly string[],
  answers: readonly { question: string; answer: string }[] = [],
): string[] {
  const answered = new Set(
    answers.filter((a) => a.answer.trim() !== '').map((a) => a.question.trim()),
  );
  return jobQuestions.filter((question) => !answered.has(question.trim()));
}

/**
 * The statuses an employer may set (docs/api.md#endpoints); allowed changes are in
 * APPLICATION_STATUS_TRANSITIONS.
 */
export const UpdateApplicationStatusRequestSchema = z.object({
  status: requiredEnum(EMPLOYER_SETTABLE_STATUSES),
});
export type UpdateApplicationStatusRequest = z.infer<typeof UpdateApplicationStatusRequestSchema>;

/**
 * The applicant as a list shows them: the names are masked until an interview
 * (docs/roles-and-permissions.md#cloaking), and `id` is the client's only from then on; before, it
 * is the application's own id, so two applications of one client cannot be linked
 * (docs/decisions/014-unlinkable-candidates.md).
 */
export const ApplicantSchema = z.object({
  id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
});
export type Applicant = z.infer<typeof ApplicantSchema>;

export const ApplicationSchema = z.object({
  id: IdSchema,
  jobId: IdSchema,
  status: z.enum(APPLICATION_STATUSES),
  answers: z.array(QuestionAnswerSchema),
  client: ApplicantSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema.optional(),
  cursor: CursorSchema.optional(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/**
 * The client's own application as the client sees it (docs/rules.md#withdrawing): its status and
 * the times of its timeline. `interviewRequestedAt` is when the employer asked for an interview;
 * `closedAt` when it reached its final status (hired, rejected, notAFit, expired or withdrawn).
 * Either is null when it has not happened, or, for applications made before these were kept, when
 * it is not known.
 */
export const ClientApplicationSchema = z.object({
  id: IdSchema,
  jobId: IdSchema,
  status: z.enum(APPLICATION_STATUSES),
  createdAt: TimestampSchema,
  interviewRequestedAt: TimestampSchema.nullable(),
  closedAt: TimestampSchema.nullable(),
  updatedAt: TimestampSchema,
});
export type ClientApplication = z.infer<typeof ClientApplicationSchema>;

export const ApplicationListSchema = z.array(ApplicationSchema);
export type ApplicationList = z.infer<typeof ApplicationListSchema>;

/** One application with the applicant's profile as this employer may see it. */
export const ApplicationDetailSchema = ApplicationSchema.extend({
  profile: CloakedClientProfileSchema,
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

/** /v1/employers/{id}/jobs/{jobId}/applications[/{applicationId}] */
export const ApplicationParamsSchema = z.object({
  id: IdSchema,
  jobId: IdSchema,
  applicationId: IdSchema,
});
export type ApplicationParams = z.infer<typeof ApplicationParamsSchema>;

export const EmployerJobParamsSchema = z.object({ id: IdSchema, jobId: IdSchema });
export type EmployerJobParams = z.infer<typeof EmployerJobParamsSchema>;

/**
 * GET /v1/employers/{id}/jobs/{jobId}/applications (docs/api.md#endpoints: "paged; before cursor"):
 * before, since, limit; `after` is refused.
 */
export const ApplicationsQuerySchema = refuseQueryKeys(PagingQuerySchema, ['after']);
export type ApplicationsQuery = z.infer<typeof ApplicationsQuerySchema>;

export const ApplicationQuerySchema = SinceQuerySchema;
export type ApplicationQuery = z.infer<typeof ApplicationQuerySchema>;
