/**
 * Employer profiles and their quotas (docs/rules.md#quotas). Quotas are taken with one conditional
 * UPDATE, so concurrent requests can never take more than there is.
 */
import { and, eq, gt, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Job } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { applications, employerMembers, employers, jobs, media, users } from '../../db/schema.ts';
import { findJobPage, jobCursorPage } from '../jobs/queries.ts';

export type EmployerRow = typeof employers.$inferSelect;
export type NewEmployerRow = typeof employers.$inferInsert;

export async function findEmployerById(db: Database, id: string): Promise<EmployerRow | undefined> {
  const [row] = await db.select().from(employers).where(eq(employers.id, id));
  return row;
}

/** The company the user is a member of (owner or colleague), if any. */
export async function findEmployerOfMember(
  db: Database,
  userId: string,
): Promise<EmployerRow | undefined> {
  const [row] = await db
    .select({ employer: employers })
    .from(employerMembers)
    .innerJoin(employers, eq(employers.id, employerMembers.employerId))
    .where(eq(employerMembers.userId, userId));
  return row?.employer;
}

/** The company `employerId` and the user's role in it (null when they are not a member). */
export async function findEmployerWithRole(
  db: Database,
  employerId: string,
  userId: string,
): Promise<{ employer: EmployerRow; role: string | null } | undefined> {
  const [row] = await db
    .select({ employer: employers, role: employerMembers.role })
    .from(employers)
    .leftJoin(
      employerMembers,
      and(eq(employerMembers.employerId, employers.id), eq(employerMembers.userId, userId)),
    )
    .where(eq(employers.id, employerId));
  return row;
}

/** A new company; the database makes its owner its first member (employers_add_owner). */
export async function insertEmployer(db: Database, values: NewEmployerRow): Promise<EmployerRow> {
  const [row] = await db.insert(employers).values(values).returning();
  return row!;
}

/** Only profile fields: the quota columns are never written here. */
export type EmployerProfileChanges = Partial<
  Omit<NewEmployerRow, 'id' | 'userId' | 'availableJobsCount' | 'availableUncloaksCount'>
>;

export async function updateEmployerProfile(
  db: Database,
  id: string,
  changes: EmployerProfileChanges,
): Promise<void> {
  const {
    name,
    industry,
    description,
    yearsInBusiness,
    numberOfEmployees,
    address,
    city,
    state,
    postalCode,
  } = changes;
  await db
    .update(employers)
    .set({
      name,
      industry,
      description,
      yearsInBusiness,
      numberOfEmployees,
      address,
      city,
      state,
      postalCode,
    })
    .where(eq(employers.id, id));
}

/** The avatar of the account (a company's logo is its owner's avatar). */
export async function findUserAvatar(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
  return row?.avatar ?? null;
}

export async function setUserAvatar(db: Database, userId: string, avatar: string | null) {
  await db.update(users).set({ avatar }).where(eq(users.id, userId));
}

export async function isOwnAvatarUpload(
  db: Database,
  userId: string,
  key: string,
): Promise<boolean> {
  const [row] = await db
    .select({ key: media.key })
    .from(media)
    .where(and(eq(media.key, key), eq(media.ownerUserId, userId), eq(media.kind, 'avatar')));
  return row !== undefined;
}

/** Takes one job post from the quota; false (taking nothing) when none is left. */
export async function takeJobPost(db: Database, employerId: string): Promise<boolean> {
  const rows = await db
    .update(employers)
    .set({ availableJobsCount: sql`${employers.availableJobsCount} - 1` })
    .where(and(eq(employers.id, employerId), gt(employers.availableJobsCount, 0)))
    .returning({ left: employers.availableJobsCount });
  return rows.length === 1;
}

/** Takes one interview request (uncloak) from the quota; false when none is left. */
export async function takeUncloak(db: Database, employerId: string): Promise<boolean> {
  const rows = await db
    .update(employers)
    .set({ availableUncloaksCount: sql`${employers.availableUncloaksCount} - 1` })
    .where(and(eq(employers.id, employerId), gt(employers.availableUncloaksCount, 0)))
    .returning({ left: employers.availableUncloaksCount });
  return rows.length === 1;
}

export interface EmployerJobPageOptions {
  /** The cursor of the last job seen: the older jobs after it. */
  before: string | undefined;
  /** The cursor of the first job seen: the newer jobs above it (never with `before`). */
  after: string | undefined;
  /** Jobs changed since then: the job itself, or one of its applications (its counts). */
  since: Date | undefined;
  limit: number;
}

/** The employer's jobs, newest first; the total counts them all (x-total-count). */
export async function findEmployerJobPage(
  db: Database,
  employerId: string,
  { before, after, since, limit }: EmployerJobPageOptions,
): Promise<{ items: JsonText<Job[]>; total: number }> {
  let changed: SQL | undefined;
  if (since) {
    changed = or(
      gte(jobs.updatedAt, since),
      sql`exists (select 1 from ${applications} a where a.job_id = ${jobs.id} and a.updated_at >= ${since})`,
    );
  }
  const cursor = jobCursorPage({ before, after });
  return findJobPage(db, {
    where: eq(jobs.employerId, employerId),
    page: and(cursor.page, changed),
    fromOldest: cursor.fromOldest,
    limit,
  });
}
