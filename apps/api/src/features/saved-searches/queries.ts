/**
 * The SQL of saved searches and job alerts (docs/rules.md#saved-searches-and-job-alerts): a
 * client's searches, the clients the daily run visits, the claim that keeps alerts to one a day,
 * and the new jobs a search finds.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { JobSearch } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { clients, employers, jobAlerts, jobs, savedSearches, users } from '../../db/schema.ts';
import { openJobs, searchFilters } from '../jobs/queries.ts';
import { CLIENT_UNKNOWN_OFFENSE_BIT } from '../jobs/viewer-queries.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearchRow = typeof savedSearches.$inferInsert;

/** The id of the caller's client profile, if they have one. */
export async function findClientIdOfUser(
  db: Database,
  userId: string,
): Promise<string | undefined> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, userId));
  return row?.id;
}

/** A client's saved searches, newest first. */
export async function findSavedSearches(db: Database, clientId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.clientId, clientId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function findSavedSearch(
  db: Database,
  clientId: string,
  id: string,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.clientId, clientId)));
  return row;
}

/**
 * Locks the client's row, so that two saves at once cannot pass the limit together; answers how
 * many searches the client keeps. Run it in the transaction that inserts.
 */
export async function lockClientAndCountSavedSearches(
  tx: Database,
  clientId: string,
): Promise<number> {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.clientId, clientId));
  return Number(row?.n ?? 0);
}

export async function insertSavedSearch(
  tx: Database,
  row: NewSavedSearchRow,
): Promise<SavedSearchRow> {
  const [inserted] = await tx.insert(savedSearches).values(row).returning();
  return inserted!;
}

export async function updateSavedSearch(
  db: Database,
  clientId: string,
  id: string,
  changes: Partial<Pick<NewSavedSearchRow, 'name' | 'search' | 'alertsEnabled'>>,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...changes,
      // Alerts turned back on list the jobs posted from then on, not all those of the pause.
      ...(changes.alertsEnabled
        ? {
            alertedThrough: sql`case when ${savedSearches.alertsEnabled} then ${savedSearches.alertedThrough} else now() end`,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.clientId, clientId)))
    .returning();
  return row;
}

/** Answers whether a search was deleted. */
export async function deleteSavedSearch(
  db: Database,
  clientId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.clientId, clientId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

/** Turns off the alerts of every search of the client; answers whether the client exists. */
export async function disableClientAlerts(db: Database, clientId: string): Promise<boolean> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) return false;
  await db
    .update(savedSearches)
    .set({ alertsEnabled: false, updatedAt: new Date() })
    .where(and(eq(savedSearches.clientId, clientId), eq(savedSearches.alertsEnabled, true)));
  return true;
}

/**
 * Up to `limit` clients, after `afterClientId` in id order, with a search whose alerts are on and
 * no alert written since `dayStart`.
 */
export async function findClientsDueForAlerts(
  db: Database,
  {
    dayStart,
    afterClientId,
    limit,
  }: { dayStart: Date; afterClientId: string | undefined; limit: number },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ clientId: savedSearches.clientId })
    .from(savedSearches)
    .leftJoin(jobAlerts, eq(jobAlerts.clientId, savedSearches.clientId))
    .where(
      and(
        eq(savedSearches.alertsEnabled, true),
        or(isNull(jobAlerts.lastSentAt), lt(jobAlerts.lastSentAt, dayStart)),
        afterClientId ? gt(savedSearches.clientId, afterClientId) : undefined,
      ),
    )
    .orderBy(asc(savedSearches.clientId))
    .limit(limit);
  return rows.map((row) => row.clientId);
}

/** Who an alert goes to, and what they may see: their offenses as the bits jobs are matched on. */
export interface AlertRecipient {
  email: string;
  firstName: string;
  language: string;
  offenseMask: number;
}

export async function findAlertRecipient(
  db: Database,
  clientId: string,
): Promise<AlertRecipient | undefined> {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      offenseMask:
        sql<number>`offense_mask(${clients.offense}, ${CLIENT_UNKNOWN_OFFENSE_BIT})`.mapWith(
          Number,
        ),
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(clients.id, clientId));
  return row;
}

/** The client's searches whose alerts are on, oldest first (the order the e-mail lists them). */
export async function findAlertingSearches(
  db: Database,
  clientId: string,
): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.clientId, clientId), eq(savedSearches.alertsEnabled, true)))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

export interface NewJob {
  id: string;
  title: string;
  employerName: string;
  city: string;
  state: string;
}

/**
 * The active jobs open to a client (`offenseMask`) that `search` finds and that were posted after
 * `after` and by `now`: the newest `limit`, and how many there are.
 */
export async function findNewMatchingJobs(
  db: Database,
  options: { offenseMask: number; search: JobSearch; after: Date; now: Date; limit: number },
): Promise<{ jobs: NewJob[]; total: number }> {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      employerName: employers.name,
      city: sql<string>`coalesce(${jobs.location}->>'city', ${employers.city})`,
      state: sql<string>`coalesce(${jobs.location}->>'state', ${employers.state})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .where(
      and(
        openJobs(options.offenseMask),
        searchFilters(options.search, options.now),
        gt(jobs.createdAt, options.after),
        lte(jobs.createdAt, options.now),
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(options.limit);
  return {
    jobs: rows.map(({ total: _total, ...job }) => job),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Takes the client's alert for the day `dayStart` begins: answers false when an alert was written
 * since then (by this process or another). Run it in the transaction that writes the e-mail: the
 * row stays locked until it commits, and a rollback gives the day back.
 */
export async function claimDailyAlert(
  tx: Database,
  { clientId, now, dayStart }: { clientId: string; now: Date; dayStart: Date },
): Promise<boolean> {
  const claimed = await tx
    .insert(jobAlerts)
    .values({ clientId, lastSentAt: now })
    .onConflictDoUpdate({
      target: jobAlerts.clientId,
      set: { lastSentAt: now, updatedAt: new Date() },
      setWhere: lt(jobAlerts.lastSentAt, dayStart),
    })
    .returning({ clientId: jobAlerts.clientId });
  return claimed.length > 0;
}

/** The searches' alerts have listed the jobs posted up to `through`. */
export async function markSearchesAlerted(
  tx: Database,
  ids: string[],
  through: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(savedSearches)
    .set({ alertedThrough: through })
    .where(inArray(savedSearches.id, ids));
}
