/**
 * Employer profiles (docs/data-model.md#employer, docs/rules.md#quotas): create, read and change
 * the signed-in employer's profile, and list its jobs. A new profile starts with the free quotas of
 * the settings; quotas change only by posting a job, requesting an interview, or an admin grant,
 * never by a PATCH.
 */
import {
  AppError,
  type CreateEmployerRequest,
  type Employer,
  type Job,
  type EmployerJobsQuery,
  type UpdateEmployerRequest,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { JsonText } from '../../lib/json-text.ts';
import type { Database } from '../../db/client.ts';
import { releaseMedia } from '../uploads/release-media.ts';
import { toEmployer } from './mappers.ts';
import { requireOwnEmployer } from './access.ts';
import {
  findEmployerOfMember,
  findEmployerJobPage,
  findUserAvatar,
  insertEmployer,
  isOwnAvatarUpload,
  setUserAvatar,
  updateEmployerProfile,
  type EmployerProfileChanges,
} from './queries.ts';

async function assertOwnAvatar(db: Database, userId: string, key: string): Promise<void> {
  if (!(await isOwnAvatarUpload(db, userId, key))) {
    throw new AppError('InvalidRequest', API_TEXT.uploads.uploadFirst, [
      { path: 'avatar', message: API_TEXT.uploads.uploadFirst },
    ]);
  }
}

export async function createEmployer(
  ctx: AppContext,
  userId: string,
  input: CreateEmployerRequest,
): Promise<Employer> {
  // One company per person: its owner, or a colleague who joined it (docs/rules.md#employer-team).
  if (await findEmployerOfMember(ctx.db, userId))
    throw new AppError('ResourceConflict', API_TEXT.employers.profileExists);
  if (input.avatar) await assertOwnAvatar(ctx.db, userId, input.avatar);
  const previousAvatar = await findUserAvatar(ctx.db, userId);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const created = await insertEmployer(tx, {
        userId,
        name: input.name,
        industry: input.industry,
        description: input.description,
        yearsInBusiness: input.yearsInBusiness,
        numberOfEmployees: input.numberOfEmployees,
        address: input.address,
        city: input.city,
        state: input.state,
        postalCode: input.postalCode,
        availableJobsCount: ctx.settings.employerFreeJobs,
        availableUncloaksCount: ctx.settings.employerFreeUncloaks,
      });
      if (input.avatar !== undefined) await setUserAvatar(tx, userId, input.avatar);
      return created;
    });
    if (input.avatar !== undefined) await releaseMedia(ctx, [previousAvatar]);
    return toEmployer(row, await findUserAvatar(ctx.db, userId));
  } catch (error) {
    // Two concurrent creates: the unique indexes on the owner and on the member keep one.
    if (isUniqueViolation(error))
      throw new AppError('ResourceConflict', API_TEXT.employers.profileExists);
    throw error;
  }
}

export async function getEmployer(
  ctx: AppContext,
  userId: string,
  employerId: string,
): Promise<Employer> {
  const employer = await requireOwnEmployer(ctx.db, userId, employerId);
  return toEmployer(employer, await findUserAvatar(ctx.db, employer.userId));
}

export async function updateEmployer(
  ctx: AppContext,
  userId: string,
  employerId: string,
  input: UpdateEmployerRequest,
): Promise<Employer> {
  // Any member changes the profile; the logo is the owner's avatar, whoever uploads it.
  const { userId: ownerUserId } = await requireOwnEmployer(ctx.db, userId, employerId);
  if (input.avatar) await assertOwnAvatar(ctx.db, userId, input.avatar);
  // The request schema has no quota fields (unknown keys are stripped), and only these are
  // written: a PATCH can never change a quota.
  const { avatar, ...profile } = input;
  const previousAvatar = avatar !== undefined ? await findUserAvatar(ctx.db, ownerUserId) : null;
  const changes = Object.fromEntries(
    Object.entries(profile).filter(([, value]) => value !== undefined),
  ) as EmployerProfileChanges;
  await ctx.db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) await updateEmployerProfile(tx, employerId, changes);
    if (avatar !== undefined) await setUserAvatar(tx, ownerUserId, avatar);
  });
  await releaseMedia(ctx, [previousAvatar]);
  return getEmployer(ctx, userId, employerId);
}

export async function findEmployerJobs(
  ctx: AppContext,
  userId: string,
  employerId: string,
  query: EmployerJobsQuery,
): Promise<{ items: JsonText<Job[]>; total: number }> {
  await requireOwnEmployer(ctx.db, userId, employerId);
  return findEmployerJobPage(ctx.db, employerId, {
    before: query.before,
    after: query.after,
    since: query.since ? new Date(query.since) : undefined,
    limit: query.limit,
  });
}
