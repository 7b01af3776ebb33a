/**
 * Outcomes after a hire (docs/rules.md#outcomes-after-hire): when a client linked to the
 * organization is hired, the organization records check-ins 30, 90 and 180 days after the hire;
 * the client answers a short one from an e-mailed link. Who sees which client is the clients
 * list's rule (the owner all, a case manager their own), so one organization never reads
 * another's.
 */
import {
  AppError,
  CHECK_IN_MILESTONES,
  CHECK_IN_OVERDUE_DAYS,
  type AnswerClientCheckInRequest,
  type CheckInMilestone,
  type CheckInState,
  type ClientCheckIn,
  type ClientHire,
  type DueCheckIn,
  type HireCheckInRecord,
  type HireCheckInValues,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { iso } from '../../lib/dates.ts';
import { hashToken } from '../auth/tokens.ts';
import { forgetOrganizationFigures } from '../organizations/kept-figures.ts';
import { membershipIn } from '../organizations/access.ts';
import {
  answerClientCheckIn,
  findClientCheckIn,
  findRecordAuthor,
  findVisibleLink,
  insertRecord,
  selectClientAnswers,
  selectDue,
  selectHires,
  selectRecords,
} from './queries.ts';

const DAY_MS = 86_400_000;
/** The due list answers at most this many, oldest due first. */
const DUE_LIST_LIMIT = 200;

export const dueAtOf = (hiredAt: Date, milestone: number) =>
  new Date(hiredAt.getTime() + milestone * DAY_MS);

/** Where an unrecorded check-in stands at `now`. */
export function stateOf(dueAt: Date, now: Date): Exclude<CheckInState, 'recorded'> {
  if (now < dueAt) return 'upcoming';
  return now.getTime() - dueAt.getTime() > CHECK_IN_OVERDUE_DAYS * DAY_MS ? 'overdue' : 'due';
}

const clientNotFound = () => new AppError('ResourceNotFound', API_TEXT.rspClients.notFound);

async function visibleLink(ctx: AppContext, userId: string, rspId: string, id: string) {
  const membership = await membershipIn(ctx.db, userId, rspId);
  const link = await findVisibleLink(ctx.db, membership, id);
  if (!link) throw clientNotFound();
  return link;
}

type RecordRow = Awaited<ReturnType<typeof selectRecords>>[number];

const toRecord = ({ record, author }: RecordRow): HireCheckInRecord => ({
  id: record.id,
  stillEmployed: record.stillEmployed,
  hourlyWage: record.hourlyWage === null ? null : Number(record.hourlyWage),
  hoursPerWeek: record.hoursPerWeek,
  sameEmployer: record.sameEmployer,
  notes: record.notes,
  recordedBy: author?.firstName ? { firstName: author.firstName, lastName: author.lastName } : null,
  createdAt: iso(record.createdAt),
});

/** GET /v1/rsp/{rspId}/clients/{id}/check-ins: the client's hires, each with its three check-ins. */
export async function listClientHires(
  ctx: AppContext,
  userId: string,
  rspId: string,
  id: string,
  now: Date = new Date(),
): Promise<ClientHire[]> {
  const link = await visibleLink(ctx, userId, rspId, id);
  const hires = await selectHires(ctx.db, link.clientId);
  const [records, answers] = await Promise.all([
    selectRecords(ctx.db, link.id),
    selectClientAnswers(
      ctx.db,
      hires.map((hire) => hire.applicationId),
    ),
  ]);
  return hires.map((hire) => {
    const hiredAt = hire.hiredAt!;
    return {
      applicationId: hire.applicationId,
      jobTitle: hire.jobTitle,
      employerName: hire.employerName,
      hiredAt: iso(hiredAt),
      checkIns: CHECK_IN_MILESTONES.map((milestone) => {
        const dueAt = dueAtOf(hiredAt, milestone);
        const record = records.find(
          (r) => r.record.applicationId === hire.applicationId && r.record.milestone === milestone,
        );
        const answer = answers.find(
          (a) => a.applicationId === hire.applicationId && a.milestone === milestone,
        );
        return {
          milestone,
          dueAt: iso(dueAt),
          state: record ? 'recorded' : stateOf(dueAt, now),
          record: record ? toRecord(record) : null,
          clientAnswer: answer
            ? {
                stillWorking: answer.stillWorking ?? false,
                needs: answer.needs,
                answeredAt: iso(answer.answeredAt!),
              }
            : null,
        };
      }),
    };
  });
}

/**
 * POST /v1/rsp/{rspId}/clients/{id}/check-ins: records one check-in of one of the client's hires,
 * once it is due, once.
 */
export async function recordCheckIn(
  ctx: AppContext,
  userId: string,
  rspId: string,
  id: string,
  values: HireCheckInValues,
  now: Date = new Date(),
): Promise<HireCheckInRecord> {
  const link = await visibleLink(ctx, userId, rspId, id);
  const [hire] = await selectHires(ctx.db, link.clientId, values.applicationId);
  if (!hire) {
    throw new AppError('InvalidRequest', API_TEXT.checkIns.hireNotFound, [
      { path: 'applicationId', message: API_TEXT.checkIns.hireNotFound },
    ]);
  }
  if (dueAtOf(hire.hiredAt!, values.milestone) > now) {
    throw new AppError('InvalidRequest', API_TEXT.checkIns.notDueYet, [
      { path: 'milestone', message: API_TEXT.checkIns.notDueYet },
    ]);
  }
  const record = await insertRecord(ctx.db, {
    rspClientId: link.id,
    applicationId: values.applicationId,
    milestone: values.milestone,
    stillEmployed: values.stillEmployed,
    hourlyWage: values.hourlyWage,
    hoursPerWeek: values.hoursPerWeek,
    sameEmployer: values.sameEmployer,
    notes: values.notes,
    recordedByUserId: userId,
  });
  if (!record) throw new AppError('ResourceConflict', API_TEXT.checkIns.alreadyRecorded);
  forgetOrganizationFigures(ctx, rspId);
  const author = await findRecordAuthor(ctx.db, userId);
  return toRecord({ record, author: author ?? null });
}

/** GET /v1/rsp/{rspId}/check-ins/due: the check-ins due or overdue over the visible clients. */
export async function listDueCheckIns(
  ctx: AppContext,
  userId: string,
  rspId: string,
  now: Date = new Date(),
): Promise<DueCheckIn[]> {
  const membership = await membershipIn(ctx.db, userId, rspId);
  const rows = await selectDue(ctx.db, membership, now, DUE_LIST_LIMIT);
  return rows.map((row) => {
    const dueAt = new Date(row.due_at);
    return {
      rspClientId: row.rsp_client_id,
      clientName: `${row.first_name} ${row.last_name}`,
      caseManagerId: row.case_manager_user_id,
      applicationId: row.application_id,
      jobTitle: row.job_title,
      employerName: row.employer_name,
      hiredAt: iso(new Date(row.hired_at)),
      milestone: Number(row.milestone) as CheckInMilestone,
      dueAt: iso(dueAt),
      state: stateOf(dueAt, now) === 'overdue' ? 'overdue' : 'due',
    };
  });
}

// ---- the client's e-mailed check-in (no sign-in) ----------------------------------------------

async function checkInOfToken(ctx: AppContext, token: string) {
  const found = await findClientCheckIn(ctx.db, hashToken(token));
  if (!found) throw new AppError('ResourceNotFound', API_TEXT.checkIns.linkInvalid);
  return found;
}

/** GET /v1/check-ins/{token}: what the client's page shows, in the client's language. */
export async function getClientCheckIn(ctx: AppContext, token: string): Promise<ClientCheckIn> {
  const found = await checkInOfToken(ctx, token);
  return {
    firstName: found.firstName,
    jobTitle: found.jobTitle,
    employerName: found.employerName,
    milestone: found.milestone as CheckInMilestone,
    language: found.language,
    isAnswered: found.answeredAt !== null,
  };
}

/** POST /v1/check-ins/{token}: the client's answer, taken once (409 after). */
export async function answerCheckIn(
  ctx: AppContext,
  token: string,
  input: AnswerClientCheckInRequest,
): Promise<void> {
  const tokenHash = hashToken(token);
  const answered = await answerClientCheckIn(ctx.db, tokenHash, {
    stillWorking: input.stillWorking,
    needs: input.needs ?? null,
    now: new Date(),
  });
  if (answered) return;
  await checkInOfToken(ctx, token);
  throw new AppError('ResourceConflict', API_TEXT.checkIns.alreadyAnswered);
}
