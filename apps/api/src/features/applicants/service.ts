/**
 * Applicant tracking for employers (docs/rules.md#allowed-transitions,
 * docs/roles-and-permissions.md#cloaking). An employer reaches only the applications of its own
 * jobs. Every applicant leaves the server cloaked for this employer: names masked and contact
 * details absent until an interview is requested; offense history, support needs and diversity
 * never. Until then it names the application, not the client: no id, avatar or time that two
 * applications of one client share (decision 014).
 */
import {
  AppError,
  APPLICATION_STATUSES,
  CALL_TEXT,
  APPLICATION_STATUS_TRANSITIONS,
  applicantHighlights,
  currentYearMonth,
  canChangeApplicationStatus,
  cloakApplicant,
  cloakingStatusOf,
  cloakClientProfile,
  isUncloakedStatus,
  type EmployerApplication,
  type ApplicationCounts,
  type ApplicationCountsQuery,
  type ApplicationDetail,
  type ApplicationEvent,
  type ApplicationNote,
  type ApplicationParams,
  type ApplicationStatus,
  type ApplicationsQuery,
  type EmployerJobParams,
  type EmployerSettableStatus,
  type ExperienceSkill,
  type LicenseEntry,
  type QuestionAnswer,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { iso } from '../../lib/dates.ts';
import { toClientProfile } from '../clients/mappers.ts';
import { takeUncloak } from '../employers/queries.ts';
import { requireOwnEmployer } from '../employers/access.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { findUserById } from '../users/queries.ts';
import {
  countApplicantsByStatus,
  encodeApplicantCursor,
  findApplicantDetail,
  findApplicantListAccess,
  findApplicantPage,
  findApplicationEvents,
  findApplicationForUpdate,
  findApplicationNotes,
  findEmployerJob,
  insertApplicationNote,
  insertInvitationEvent,
  setApplicationRating,
  setApplicationStatus,
  type ApplicantDetailRow,
  type ApplicationEventRow,
  type ApplicationNoteRow,
} from './queries.ts';

/** The employer's job, or 403 (someone else's profile) / 404 (not this employer's job). */
async function requireOwnJob(db: Database, userId: string, params: EmployerJobParams) {
  const employer = await requireOwnEmployer(db, userId, params.id);
  const job = await findEmployerJob(db, employer.id, params.jobId);
  if (!job) throw new AppError('ResourceNotFound', API_TEXT.jobs.notFound);
  return { employer, job };
}

/** The list's access checks: 404 for an unknown company, 403 for another's, 404 for its job. */
function checkListAccess(access: {
  hasEmployer: boolean;
  isMember: boolean;
  jobTotal: number | undefined;
}): number {
  if (!access.hasEmployer)
    throw new AppError('ResourceNotFound', API_TEXT.employers.profileNotFound);
  if (!access.isMember) throw new AppError('Forbidden', API_TEXT.employers.notYours);
  if (access.jobTotal === undefined) throw new AppError('ResourceNotFound', API_TEXT.jobs.notFound);
  return access.jobTotal;
}

/**
 * Two statements: the checks with the session and the total (the stored one, or the filtered
 * count), then the page (issue 11). The total answers the filter asked for.
 */
export async function findApplicants(
  ctx: AppContext,
  auth: AuthContext,
  params: EmployerJobParams,
  query: ApplicationsQuery,
): Promise<{ items: EmployerApplication[]; total: number }> {
  const filter = { status: query.status, trade: query.trade };
  const access = await findApplicantListAccess(ctx.db, auth, params.id, params.jobId, filter);
  const total = checkListAccess(access);
  const rows = await findApplicantPage(ctx.db, params.jobId, {
    ...filter,
    before: query.before,
    since: query.since ? new Date(query.since) : undefined,
    limit: query.limit,
    sort: query.sort,
    jobTrades: access.jobTrades,
  });
  const now = currentYearMonth();
  const items = rows.map(({ application, client, profile, cursor }): EmployerApplication => {
    const status = application.status as ApplicationStatus;
    const cloaking = cloakingStatusOf({ ...application, status });
    return {
      id: application.id,
      jobId: application.jobId,
      number: application.candidateNumber,
      status,
      answers: application.answers as QuestionAnswer[],
      client: cloakApplicant(client, { id: application.id, status: cloaking }),
      rating: application.employerRating,
      highlights: applicantHighlights(
        {
          experience: profile.experience as ExperienceSkill[],
          relativeExperience: profile.relativeExperience as Parameters<
            typeof applicantHighlights
          >[0]['relativeExperience'],
          license: profile.license as LicenseEntry[],
        },
        access.jobTrades,
        now,
      ),
      createdAt: iso(application.createdAt),
      updatedAt: iso(application.updatedAt),
      cursor: encodeApplicantCursor(
        query.sort === 'match'
          ? { sort: 'match', match: cursor.match, createdAt: cursor.createdAt, id: application.id }
          : { sort: 'applied', rank: cursor.rank, createdAt: cursor.createdAt, id: application.id },
      ),
    };
  });
  return { items, total };
}

/** The job's applicants per status (every status, 0 included), of one trade when asked. */
export async function countApplicants(
  ctx: AppContext,
  auth: AuthContext,
  params: EmployerJobParams,
  query: ApplicationCountsQuery,
): Promise<ApplicationCounts> {
  const access = await findApplicantListAccess(ctx.db, auth, params.id, params.jobId);
  checkListAccess(access);
  const rows = await countApplicantsByStatus(ctx.db, params.jobId, query.trade);
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of rows) byStatus[row.status as ApplicationStatus] = Number(row.count);
  return { total: Object.values(byStatus).reduce((sum, n) => sum + n, 0), byStatus };
}

/**
 * The profile an employer sees holds fields of the client's row and of the user's (names,
 * contacts, avatar): it last changed when the later of the two did.
 */
function profileChangedAt({ client, user }: ApplicantDetailRow): Date {
  return client.updatedAt > user.updatedAt ? client.updatedAt : user.updatedAt;
}

/** The application with the applicant's profile cloaked for an employer at its status. */
function toApplicationDetail(row: ApplicantDetailRow): ApplicationDetail {
  const { application, client, user } = row;
  const status = application.status as ApplicationStatus;
  const cloaking = cloakingStatusOf({ ...application, status });
  return {
    id: application.id,
    jobId: application.jobId,
    number: application.candidateNumber,
    status,
    answers: application.answers as QuestionAnswer[],
    client: cloakApplicant({ ...user, id: client.id }, { id: application.id, status: cloaking }),
    rating: application.employerRating,
    createdAt: iso(application.createdAt),
    updatedAt: iso(application.updatedAt),
    profile: cloakClientProfile(
      { ...toClientProfile(client, user), updatedAt: iso(profileChangedAt(row)) },
      { kind: 'employer', applicationId: application.id, applicationStatus: cloaking },
    ),
  };
}

async function readApplicant(db: Database, params: ApplicationParams) {
  const row = await findApplicantDetail(db, params.jobId, params.applicationId);
  if (!row) throw new AppError('ResourceNotFound', API_TEXT.applicants.notFound);
  return row;
}

/**
 * One application with the applicant's profile as this employer may see it, or 'unchanged' when
 * `since` is given and neither the application nor the applicant changed after it. A caller that
 * holds the answer sends its newest time (the later of `updatedAt` and `profile.updatedAt`) and
 * gets 'unchanged' until something changes: like HTTP's If-Modified-Since, a change at `since`
 * itself is the one the caller has. Times compare to the millisecond, as the answer gives them.
 * A cloaked answer is always sent whole: probing `since` would find the time the profile last
 * changed, which is the same in every application of the client (decision 014).
 */
export async function getApplicant(
  ctx: AppContext,
  userId: string,
  params: ApplicationParams,
  since?: string,
): Promise<ApplicationDetail | 'unchanged'> {
  await requireOwnJob(ctx.db, userId, params);
  const row = await readApplicant(ctx.db, params);
  const cloaking = cloakingStatusOf({
    ...row.application,
    status: row.application.status as ApplicationStatus,
  });
  if (since !== undefined && isUncloakedStatus(cloaking)) {
    const lastChange = Math.max(
      row.application.updatedAt.getTime(),
      profileChangedAt(row).getTime(),
    );
    if (lastChange <= new Date(since).getTime()) return 'unchanged';
  }
  return toApplicationDetail(row);
}

function transitionError(from: ApplicationStatus, to: ApplicationStatus): AppError {
  const allowed = APPLICATION_STATUS_TRANSITIONS[from];
  const message =
    allowed.length === 0
      ? API_TEXT.applicants.statusFinal(from)
      : from === to
        ? API_TEXT.applicants.statusAlready(from, allowed)
        : API_TEXT.applicants.statusRefused(from, to, allowed);
  return new AppError('InvalidRequest', message, [{ path: 'status', message }]);
}

/**
 * The fair-chance hire help to the employer who hired, in their language
 * (docs/decisions/026-fair-chance-help.md): the same for every hire, from the shared facts, so it
 * tells nothing of the person's record. Written with the status change, in its transaction.
 */
async function enqueueHireHelp(
  ctx: AppContext,
  tx: Database,
  employerUserId: string,
  job: { id: string; title: string },
  params: ApplicationParams,
  applicant: { firstName: string; lastName: string },
): Promise<void> {
  const account = await findUserById(tx, employerUserId);
  if (!account) return;
  await enqueueMail(tx, {
    template: 'hireHelp',
    to: account.email,
    language: account.language,
    data: {
      firstName: account.firstName,
      jobTitle: job.title,
      applicantName: `${applicant.firstName} ${applicant.lastName}`,
      url: `${ctx.settings.publicUrl}/employer/jobs/${job.id}/applicant/${params.applicationId}`,
    },
  });
}

const MAIL_BY_STATUS = {
  interview: 'interviewRequested',
  hired: 'hired',
  rejected: 'rejected',
} as const;

/**
 * Moves an application along docs/rules.md#allowed-transitions (applied to interview or notAFit,
 * interview to hired or rejected; a withdrawn one answers 409). A request for an interview takes one uncloak from the employer's
 * quota in the same transaction (at 0: 402, nothing changes); interview, hired and rejected e-mail
 * the applicant, and a hire also e-mails the member who hired the fair-chance hire help.
 */
export async function updateApplicantStatus(
  ctx: AppContext,
  userId: string,
  params: ApplicationParams,
  status: EmployerSettableStatus,
): Promise<ApplicationDetail> {
  const { employer, job } = await requireOwnJob(ctx.db, userId, params);
  await ctx.db.transaction(async (tx) => {
    // Locked: two requests for the same applicant take turns, and the second sees the first.
    const current = await findApplicationForUpdate(tx, params.jobId, params.applicationId);
    if (!current) throw new AppError('ResourceNotFound', API_TEXT.applicants.notFound);
    // The applicant withdrew, maybe while this page was open: a conflict with what the employer
    // saw rather than a bad request (docs/rules.md#withdrawing).
    if (current.status === 'withdrawn')
      throw new AppError('ResourceConflict', API_TEXT.applicants.withdrawn);
    if (!canChangeApplicationStatus(current.status, status))
      throw transitionError(current.status, status);
    await setApplicationStatus(tx, params.applicationId, status);
    if (status === 'interview' && !(await takeUncloak(tx, employer.id)))
      throw new AppError('PaymentDeclined', CALL_TEXT.interviewQuotaExceeded);
    if (status !== 'notAFit') {
      await enqueueMail(tx, {
        template: MAIL_BY_STATUS[status],
        to: current.email,
        language: current.language,
        data: {
          firstName: current.firstName,
          jobTitle: job.title,
          employerName: job.employerName,
          url:
            status === 'rejected'
              ? `${ctx.settings.publicUrl}/client/jobs/`
              : `${ctx.settings.publicUrl}/client/jobs/${job.id}/`,
        },
      });
    }
    // The help goes to the colleague who hired (docs/rules.md#employer-team).
    if (status === 'hired') await enqueueHireHelp(ctx, tx, userId, job, params, current);
  });
  return toApplicationDetail(await readApplicant(ctx.db, params));
}

/** The employer's own 1-5 rating (null clears it); nobody else reads it. */
export async function rateApplicant(
  ctx: AppContext,
  userId: string,
  params: ApplicationParams,
  rating: number | null,
): Promise<{ rating: number | null }> {
  await requireOwnJob(ctx.db, userId, params);
  await readApplicant(ctx.db, params);
  await setApplicationRating(ctx.db, params.applicationId, rating);
  return { rating };
}

const toNote = (row: ApplicationNoteRow): ApplicationNote => ({
  id: row.id,
  body: row.body,
  authorName: row.author ? `${row.author.firstName} ${row.author.lastName}` : null,
  createdAt: iso(row.createdAt),
});

/** The company's private notes on an application, oldest first, whoever of it wrote them. */
export async function findApplicantNotes(
  ctx: AppContext,
  userId: string,
  params: ApplicationParams,
): Promise<ApplicationNote[]> {
  const { employer } = await requireOwnJob(ctx.db, userId, params);
  await readApplicant(ctx.db, params);
  return (await findApplicationNotes(ctx.db, params.applicationId, employer.id)).map(toNote);
}

export async function createApplicantNote(
  ctx: AppContext,
  userId: string,
  params: ApplicationParams,
  body: string,
): Promise<ApplicationNote> {
  const { employer } = await requireOwnJob(ctx.db, userId, params);
  await readApplicant(ctx.db, params);
  const note = await insertApplicationNote(ctx.db, {
    applicationId: params.applicationId,
    employerId: employer.id,
    authorUserId: userId,
    body,
  });
  return toNote({ ...note, author: (await findUserById(ctx.db, userId)) ?? null });
}

function toEvent(row: ApplicationEventRow): ApplicationEvent {
  return row.kind === 'invitation'
    ? { kind: 'invitation', status: null, message: row.message ?? '', at: iso(row.createdAt) }
    : {
        kind: 'status',
        status: row.status as ApplicationStatus,
        message: null,
        at: iso(row.createdAt),
      };
}

/** Every status the application took and every invitation sent, oldest first. */
export async function findApplicantHistory(
  ctx: AppContext,
  userId: string,
  params: ApplicationParams,
): Promise<ApplicationEvent[]> {
  await requireOwnJob(ctx.db, userId, params);
  await readApplicant(ctx.db, params);
  return (await findApplicationEvents(ctx.db, params.applicationId)).map(toEvent);
}

/**
 * Mails the employer's invitation to the applicant in the applicant's language, and keeps it on
 * the application's history, in one transaction (docs/rules.md#interview-invitations). Only while
 * the application is in interview: before, the employer does not know who to invite; after, the
 * decision is made. 409 otherwise.
 */
export async function sendInterviewInvitation(
  ctx: AppContext,
  userId: string,
  params: ApplicationParams,
  message: string,
): Promise<ApplicationEvent> {
  const { job } = await requireOwnJob(ctx.db, userId, params);
  return ctx.db.transaction(async (tx) => {
    const current = await findApplicationForUpdate(tx, params.jobId, params.applicationId);
    if (!current) throw new AppError('ResourceNotFound', API_TEXT.applicants.notFound);
    if (current.status !== 'interview')
      throw new AppError('ResourceConflict', API_TEXT.applicants.invitationNeedsInterview);
    const event = await insertInvitationEvent(tx, params.applicationId, message);
    await enqueueMail(tx, {
      template: 'interviewInvitation',
      to: current.email,
      language: current.language,
      data: {
        firstName: current.firstName,
        jobTitle: job.title,
        employerName: job.employerName,
        message,
        url: `${ctx.settings.publicUrl}/client/jobs/${job.id}/`,
      },
    });
    return toEvent(event);
  });
}
