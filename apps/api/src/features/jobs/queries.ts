/**
 * Reading jobs with what every list shows: the employer summary, applicant counts
 * (docs/rules.md#applicant-order-and-counts: `applicationsCount` counts applied, interview and
 * hired; `applicationsTotal` counts all; both stored on the job by the database's trigger) and, for
 * a client, their own application's status.
 */
import { and, eq, getTableColumns, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { JOB_SEARCH_TOTAL_CAP, RANKED_WINDOW, type Job, type JobsQuery } from '@fairchance/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { CUSTOM_PLAN, pageLimit } from '../../db/statement-cache.ts';
import { applications, eligibleJobCounts, jobs } from '../../db/schema.ts';
import { isoTimeSql, JsonText } from '../../lib/json-text.ts';
import {
  cursorOrder,
  cursorPage,
  cursorSql,
  decodeCursor,
  exactCursorTime,
  type CursorKey,
} from '../../lib/paging.ts';

/**
 * The columns a job answer is made from: not the search document, nor the place and pay the
 * filters read (docs/rules.md#job-search), which only the database writes.
 */
const {
  search: _search,
  placeCity: _placeCity,
  placeState: _placeState,
  payHourlyMax: _payHourlyMax,
  fairChanceFlags: _fairChanceFlags,
  ...jobAnswerColumns
} = getTableColumns(jobs);
export { jobAnswerColumns };

export type JobRow = { [K in keyof typeof jobAnswerColumns]: (typeof jobs.$inferSelect)[K] };

/**
 * How many of the newest matching jobs suggestions rank (issue 11): the candidates come from the
 * index in its own order, so the cost stays the same however many jobs the state holds.
 */
export const SUGGESTION_CANDIDATES = 100;

/** `jobs.status` of a job staff unpublished; the API answers the employer's status instead. */
export const UNPUBLISHED = 'unpublished';

/**
 * The status the employer set: an unpublished job keeps it aside until staff restore it
 * (docs/rules.md#job-moderation). `jobJson` writes the same in SQL.
 */
export function employerStatusOf(job: Pick<JobRow, 'status' | 'statusBeforeUnpublish'>) {
  return (
    job.status === UNPUBLISHED ? (job.statusBeforeUnpublish ?? 'paused') : job.status
  ) as Job['status'];
}

/** What a job statement's rows carry besides the job (`jobSourceColumns`). */
interface JobSource {
  /** The client whose own application each job carries (an id, or a column of the statement). */
  viewerClientId?: string | SQL | undefined;
  /** The list's key before its time (search rank, trades matched), highest first. */
  sortKey?: SQL<number> | undefined;
  /** The time and id the list is ordered by and its cursors carry: the job's, unless given. */
  listAt?: SQL | AnyPgColumn;
  listId?: SQL | AnyPgColumn;
}

/**
 * The columns a job's JSON is made of (`jobJson`), as the row `p` of a job statement: the job's
 * kept JSON (`doc`, migration 0023: its own fields and its employer's summary), what a read adds
 * to it (status, counts, times), the viewing client's application as JSON (null for no one), and
 * the list's order (sort key, null for lists by time; time; id).
 */
function jobSourceColumns({
  viewerClientId,
  sortKey,
  listAt = jobs.createdAt,
  listId = jobs.id,
}: JobSource): SQL {
  const application = viewerClientId
    ? sql`(select json_build_object('id', a.id, 'jobId', a.job_id, 'status', a.status,
          'createdAt', ${isoTimeSql(sql`a.created_at`)},
          'interviewRequestedAt', ${isoTimeSql(sql`a.interview_requested_at`)},
          'closedAt', ${isoTimeSql(sql`a.closed_at`)},
          'updatedAt', ${isoTimeSql(sql`a.updated_at`)})
        from ${applications} a where a.job_id = ${jobs.id} and a.client_id = ${viewerClientId})`
    : sql`null::json`;
  return sql`${jobs.id} as id, ${jobs.employerId} as employer_id, ${jobs.doc} as doc,
    ${jobs.offenses} as offenses, ${jobs.status} as status,
    ${jobs.statusBeforeUnpublish} as status_before_unpublish,
    ${jobs.unpublishedAt} as unpublished_at, ${jobs.unpublishedReason} as unpublished_reason,
    ${jobs.applicationsCount} as applications_count,
    ${jobs.applicationsTotal} as applications_total, ${jobs.updatedAt} as updated_at,
    ${application} as application, ${sortKey ?? sql`null::integer`} as sort_key,
    ${listAt} as list_at, ${listId} as list_id`;
}

/**
 * A job as the API answers it (`Job`), as JSON text, from the row `p` of `jobSourceColumns`: the
 * job's kept JSON (`doc`, written by `job_json_doc` in migration 0023) with the rest added before
 * its closing brace. With the migration, the only place a job's answer is written. The client's
 * application adds `applicationStatus` and `application`, which are left out (not null) for
 * everyone else; a paged list adds `cursor` (`encodeCursor`'s text, with the sort key when the
 * list has one). A job staff unpublished answers the employer's own status and, with
 * `withUnpublished`, why (`unpublished`: only the company reaches such a job,
 * docs/rules.md#job-moderation). Everything added is a number, an ISO time, a status, base64url
 * or JSON made by PostgreSQL: nothing that needs escaping but the status, written by `to_json`.
 */
function jobJson(options: { withCursor: boolean; withUnpublished: boolean }): SQL {
  const status = sql`case when p.status = ${UNPUBLISHED}
      then coalesce(p.status_before_unpublish, 'paused') else p.status end`;
  const cursor = options.withCursor
    ? sql` || ', "cursor" : "' || case when p.sort_key is null
          then ${cursorSql(sql`p.list_at`, sql`p.list_id`)}
          else ${cursorSql(sql`p.list_at`, sql`p.list_id`, sql`p.sort_key`)} end || '"'`
    : sql``;
  const unpublished = options.withUnpublished
    ? sql`when p.status = ${UNPUBLISHED} then ', "unpublished" : ' || json_build_object(
          'at', ${isoTimeSql(sql`p.unpublished_at`)},
          'reason', coalesce(p.unpublished_reason, ''))::text`
    : sql``;
  return sql`(left(p.doc, -1) || ', "status" : ' || to_json(${status})::text
    || ', "applicationsCount" : ' || p.applications_count
    || ', "applicationsTotal" : ' || p.applications_total
    || ', "updatedAt" : "' || ${isoTimeSql(sql`p.updated_at`)} || '"'${cursor}
    || case when p.application is not null
      then ', "applicationStatus" : ' || to_json(p.application->>'status')::text
        || ', "application" : ' || p.application::text
      ${unpublished}
      else '' end
    || '}')`;
}

/**
 * The statement of a jobs list: its page as one JSON array, highest sort key first then newest,
 * and its total, in one row. `page` is the list's select (`jobSourceColumns`), ordered and limited
 * the same way; the array is ordered again (a page is at most 100 jobs).
 */
async function jobListStatement(
  db: Database,
  page: SQL,
  options: {
    total: SQL | undefined;
    withCursor: boolean;
    withUnpublished?: boolean;
    /** Planned with its values every time, never prepared (`CUSTOM_PLAN`): searches. */
    customPlan?: boolean;
  },
): Promise<{ items: JsonText<Job[]>; total: number }> {
  const result = await db.execute(sql`${sql.raw(options.customPlan ? CUSTOM_PLAN : '')}select
      ${options.total ? sql`(${options.total})::integer` : sql`null::integer`} as total,
      coalesce((select '[' || string_agg(${jobJson({ withCursor: options.withCursor, withUnpublished: options.withUnpublished ?? true })}, ','
        order by p.sort_key desc nulls last, p.list_at desc, p.list_id desc) || ']'
        from (${page}) p), '[]') as items`);
  const [row] = (result as { rows: { total: number | null; items: string }[] }).rows;
  return { items: new JsonText(row?.items ?? '[]'), total: Number(row?.total ?? 0) };
}

/** The facts of a job its readers decide on, besides its JSON. */
export interface FoundJob {
  json: JsonText<Job>;
  employerId: string;
  status: string;
  offenses: string[];
  /** The viewing client's application's status, when they applied. */
  applicationStatus: string | null;
}

/** A `FoundJob` as its statement answers it (the JSON as text). */
export type FoundJobRow = Omit<FoundJob, 'json'> & { json: string };

/**
 * The select of one job by id with what `FoundJob` holds; `viewerClientId` (a value, or a column
 * of the statement around it) adds that client's application.
 */
export function jobByIdSelect(id: string, viewerClientId?: string | SQL): SQL {
  return sql`select ${jobJson({ withCursor: false, withUnpublished: true })} as json,
      p.employer_id as "employerId", p.status, p.offenses,
      p.application->>'status' as "applicationStatus"
    from (select ${jobSourceColumns({ viewerClientId })} from ${jobs}
      where ${jobs.id} = ${id}) p`;
}

export const foundJobOf = (row: FoundJobRow): FoundJob => ({
  ...row,
  json: new JsonText<Job>(row.json),
});

export async function findJobById(db: Database, id: string): Promise<FoundJob | undefined> {
  const result = await db.execute(jobByIdSelect(id));
  const [row] = (result as { rows: FoundJobRow[] }).rows;
  return row ? foundJobOf(row) : undefined;
}

/**
 * The page condition of a jobs list from its cursors (docs/api.md#lists-and-paging): `before` the
 * cursor of the last job seen gives the older jobs that follow it, `after` the cursor of the first
 * job seen gives the newer jobs that precede it (the page above, or what was posted since the list
 * was read). The query schema refuses both at once.
 */
export function jobCursorPage(cursors: {
  before?: string | undefined;
  after?: string | undefined;
}): Pick<JobPageOptions, 'page' | 'fromOldest'> {
  const { where, fromOldest } = cursorPage(cursors, jobs.createdAt, jobs.id);
  return { page: where, fromOldest };
}

export interface JobPageOptions {
  where: SQL | undefined;
  /** Applied after `where`, for the page only (the total ignores it). */
  page: SQL | undefined;
  limit: number;
  /**
   * Take the page from the oldest end of `page`: with `after`, the page is the jobs just above
   * the cursor, not the newest of the whole list. The answer is newest first all the same.
   */
  fromOldest?: boolean;
  viewerClientId?: string;
}

/** A page of jobs, newest first, with the total of `where` for x-total-count. */
export async function findJobPage(
  db: Database,
  options: JobPageOptions,
): Promise<{ items: JsonText<Job[]>; total: number }> {
  const direction = options.fromOldest ? sql`asc` : sql`desc`;
  return jobListStatement(
    db,
    sql`select ${jobSourceColumns({ viewerClientId: options.viewerClientId })} from ${jobs}
      where ${and(options.where, options.page) ?? sql`true`}
      order by ${jobs.createdAt} ${direction}, ${jobs.id} ${direction} limit ${options.limit}`,
    {
      total: sql`select count(*) from ${jobs} where ${options.where ?? sql`true`}`,
      withCursor: true,
    },
  );
}

/**
 * `mask` accepts every offense of `clientMask`. Written `mask & client >= client`, which is the
 * same test (the bits of `mask & client` are a subset of the client's, so as a number it is at
 * most the client's, equal only when all are there), because PostgreSQL guesses that a third of
 * the rows pass an inequality but only one in two hundred an equality on an expression: with the
 * equality it would think a client eligible for almost nothing, and read every job rather than
 * walk the index in its order.
 */
export function acceptsAll(mask: SQL | AnyPgColumn, clientMask: number): SQL {
  return sql`${mask} & ${clientMask}::integer >= ${clientMask}::integer`;
}

/**
 * Active jobs, for a client those whose accepted offenses include all of theirs
 * (docs/rules.md#eligibility). Written as `jobs_active_created_idx` is (`status = 'active'`, the
 * bits on its column), so that a page walks the index in its order and stops at the limit.
 */
export function openJobs(offenseMask: number | undefined): SQL {
  return offenseMask === undefined
    ? sql`${jobs.status} = 'active'`
    : sql`${jobs.status} = 'active' and ${acceptsAll(jobs.offenseMask, offenseMask)}`;
}

/** The search and filters of Current Opportunities (docs/rules.md#job-search). */
export type JobSearch = Pick<
  JobsQuery,
  'q' | 'typeOfWork' | 'workingTime' | 'city' | 'state' | 'minPay' | 'postedWithin' | 'sort'
>;

export interface OpenJobPageOptions {
  /**
   * The client's offenses as bits (`offense_mask`): only the jobs open to them; else every active
   * job.
   */
  offenseMask: number | undefined;
  /** Only the jobs changed since then (the total counts only those too). */
  since: Date | undefined;
  /** The cursor of the last job seen, in the list's own order. */
  before: string | undefined;
  limit: number;
  search: JobSearch;
  /** The client's trades, for `sort=match`. */
  trades?: string[];
  /**
   * The client's offenses: with words to search for, eligibility is also asked as `offenses @>`
   * (the same test as `offenseMask`), which `jobs_active_search_idx` answers with the words.
   */
  offenses?: string[];
  viewerClientId?: string;
}

/** The words of `q` as a query of the search document, read both in English and in Spanish. */
function searchQuery(q: string): SQL {
  return sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('spanish', ${q}))`;
}

/**
 * The search's filters besides eligibility (docs/rules.md#job-search). `postedWithin` counts back
 * from `now` when given (the job alerts' clock), else from the database's clock.
 */
export function searchFilters(search: JobSearch, now?: Date): SQL | undefined {
  const from = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return and(
    search.q ? sql`${jobs.search} @@ ${searchQuery(search.q)}` : undefined,
    search.typeOfWork?.length ? inArray(jobs.typeOfWork, search.typeOfWork) : undefined,
    search.workingTime?.length ? inArray(jobs.workingTime, search.workingTime) : undefined,
    search.city ? eq(jobs.placeCity, search.city.toLowerCase()) : undefined,
    search.state ? eq(jobs.placeState, search.state) : undefined,
    search.minPay !== undefined ? gte(jobs.payHourlyMax, search.minPay) : undefined,
    search.postedWithin
      ? sql`${jobs.createdAt} >= ${from} - make_interval(days => ${search.postedWithin}::integer)`
      : undefined,
  );
}

/** The words' rank of a job for `relevance`: ts_rank scaled to an integer, so a cursor carries it exactly. */
function relevanceOf(q: string, table: { search: AnyPgColumn }): SQL<number> {
  return sql<number>`(ts_rank(${table.search}, ${searchQuery(q)}) * 1000000)::integer`;
}

/** How many of `trades` a job calls for (its `skills`), for `match`. */
function tradesSharedBy(trades: SQL, skills: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`(select count(*)::integer from unnest(${skills}) as s(skill) where s.skill = any(${trades}))`;
}

/** The jobs after the cursor of a newest-first list. */
function afterNewestCursor(cursor: CursorKey): SQL {
  const at = exactCursorTime(cursor, jobs.createdAt, jobs.id);
  return sql`(${jobs.createdAt}, ${jobs.id}) < (${at}, ${cursor.id}::uuid)`;
}

/**
 * The page of a ranked order (`match`, `relevance`; docs/rules.md#job-search, decision 044): the
 * RANKED_WINDOW newest jobs of the list that can rank (for `match`, those that share a trade with
 * the client: `rankable`), by `key` then newest, then the rest of the list newest first (key 0).
 * The window is read newest first and ends there, the rest is read only when the window's part
 * does not fill the page, so the work does not grow with the table. The window is the newest jobs
 * when each page is read; a cursor carries the key it was given (an integer, exact), so a job
 * leaving the window between two pages cannot hide the ones ranked below it.
 */
function rankedPage(
  options: OpenJobPageOptions,
  where: SQL | undefined,
  ranking: { key: SQL<number>; rankable?: SQL | undefined; readsRow?: boolean },
  columns: (key: SQL<number>) => SQL,
): SQL {
  const cursor = options.before ? decodeCursor(options.before, 'before') : undefined;
  const cursorKey = cursor ? (cursor.key ?? 0) : undefined;
  // The window, read newest first; its end, the oldest of its jobs (the start of time when the
  // list holds fewer, so that the rest is every other job); and the page's part of it, best first.
  // A key that reads the job's row (the words' rank reads the search document) is computed for
  // the window's jobs only, after the window is found; one the index holds, as it is read.
  const keyInWindow = ranking.readsRow ? sql`null::integer` : ranking.key;
  const window = sql`ranked_window as (
      select ${jobs.id} as id, ${jobs.createdAt} as created_at, ${keyInWindow} as key from ${jobs}
      where ${and(where, ranking.rankable)}
      order by ${jobs.createdAt} desc, ${jobs.id} desc limit ${RANKED_WINDOW}),
    ranked_window_end as (select coalesce(w.created_at, '-infinity'::timestamptz) as created_at,
        coalesce(w.id, '00000000-0000-0000-0000-000000000000'::uuid) as id
      from (select 1) one left join (select created_at, id from ranked_window
        order by created_at, id limit 1) w on (select count(*) from ranked_window) = ${RANKED_WINDOW}),
    ranked_keys as (${
      ranking.readsRow
        ? sql`select w.id, w.created_at, ${ranking.key} as key from ranked_window w
            inner join ${jobs} on ${jobs.id} = w.id`
        : sql`select id, created_at, key from ranked_window`
    }),
    ranked_top as (select id, key from ranked_keys
      ${
        cursor && cursorKey
          ? sql`where (key, created_at, id) < (${cursorKey}::integer, ${exactCursorTime(cursor, jobs.createdAt, jobs.id)}, ${cursor.id}::uuid)`
          : sql``
      }
      order by key desc, created_at desc, id desc limit ${options.limit})`;
  const ranked = sql`(select ${columns(sql<number>`t.key`)} from ranked_top t
      inner join ${jobs} on ${jobs.id} = t.id)`;
  const outsideWindow = sql`(${jobs.createdAt}, ${jobs.id}) < (e.created_at, e.id)`;
  const rest = sql`(select ${columns(sql<number>`0`)} from ranked_window_end e, ${jobs}
      where ${and(
        where,
        ranking.rankable ? sql`(not ${ranking.rankable} or ${outsideWindow})` : outsideWindow,
        cursor && !cursorKey
          ? afterNewestCursor(cursor)
          : sql`(select count(*) from ranked_top) < ${options.limit}`,
      )}
      order by ${jobs.createdAt} desc, ${jobs.id} desc limit ${options.limit})`;
  // Past the window (a cursor of key 0), only the rest follows.
  const parts = cursor && !cursorKey ? rest : sql`${ranked} union all ${rest}`;
  return sql`with ${window} select * from (${parts}) ranked_jobs
    order by sort_key desc, list_at desc, list_id desc limit ${options.limit}`;
}

/**
 * A page of Current Opportunities, searched, filtered and sorted as asked (docs/rules.md#job-search).
 * Without search or filters, its total is one row of `eligible_job_counts` (the active jobs a
 * client with these offenses is eligible for, kept by the database; summed from
 * `active_job_offense_counts` by `eligible_job_count` for a set no row has), whatever the number
 * and variety of the jobs; with them (or with
 * `since`), the matching jobs are counted, from the index that narrows them (the search
 * document's, the place's, the posting time's), up to JOB_SEARCH_TOTAL_CAP: past it the total says
 * so (`totalCapped`) and the list pages on to its end (decision 044).
 */
export async function findOpenJobPage(
  db: Database,
  options: OpenJobPageOptions,
): Promise<{ items: JsonText<Job[]>; total: number; totalCapped: boolean }> {
  const { offenseMask, since, search } = options;
  const filters = searchFilters(search);
  const acceptsOffenses =
    search.q && options.offenses
      ? sql`${jobs.offenses} @> ${sql.param(options.offenses)}::text[]`
      : undefined;
  const where = and(
    openJobs(offenseMask),
    acceptsOffenses,
    since ? gt(jobs.updatedAt, since) : undefined,
    filters,
  );
  // A searched or filtered set is counted up to the cap and one more, which says it holds more.
  const counted = Boolean(since || filters);
  const total = counted
    ? sql`select count(*) from (select 1 from ${jobs} where ${where} limit ${JOB_SEARCH_TOTAL_CAP + 1}) matching`
    : sql`select coalesce(
          (select ${eligibleJobCounts.jobs} from ${eligibleJobCounts}
            where ${eligibleJobCounts.clientMask} = ${offenseMask ?? 0}),
          eligible_job_count(${offenseMask ?? 0}))`;
  const columns = (sortKey?: SQL<number>) =>
    jobSourceColumns({ viewerClientId: options.viewerClientId, sortKey });
  const from = sql`from ${jobs}`;
  let page: SQL;
  if (search.sort === 'match') {
    const trades = sql`${sql.param(options.trades ?? [])}::text[]`;
    page = rankedPage(
      options,
      where,
      { key: tradesSharedBy(trades, jobs.skills), rankable: sql`${jobs.skills} && ${trades}` },
      columns,
    );
  } else if (search.sort === 'relevance' && search.q) {
    page = rankedPage(
      options,
      where,
      { key: relevanceOf(search.q, jobs), readsRow: true },
      columns,
    );
  } else {
    const cursor = options.before ? decodeCursor(options.before, 'before') : undefined;
    // Filtered, the page size stays a parameter: PostgreSQL then plans the list with the
    // filters' values every time (a city's share of the jobs decides the plan); the plain list
    // keeps one generic plan (`pageLimit`).
    const limit = counted ? sql`${options.limit}` : pageLimit(options.limit);
    page = sql`select ${columns()} ${from}
      where ${and(where, cursor ? afterNewestCursor(cursor) : undefined)}
      order by ${jobs.createdAt} desc, ${jobs.id} desc limit ${limit}`;
  }
  const found = await jobListStatement(db, page, {
    total,
    withCursor: true,
    customPlan: Boolean(search.q),
  });
  return counted && found.total > JOB_SEARCH_TOTAL_CAP
    ? { items: found.items, total: JOB_SEARCH_TOTAL_CAP, totalCapped: true }
    : { ...found, totalCapped: false };
}

export interface AppliedJobPageOptions {
  /** The cursor of the last job seen: the earlier applications after it. */
  before?: string | undefined;
  /** The cursor of the first job seen: the later applications above it (never with `before`). */
  after?: string | undefined;
  /** Applications changed since then (the total counts only those too). */
  since?: Date | undefined;
  limit: number;
}

/**
 * The jobs a client applied to, most recent application first, each with the application's
 * status (the client's dashboard). The cursor follows the application's time.
 */
export async function findAppliedJobPage(
  db: Database,
  clientId: string,
  options: AppliedJobPageOptions,
): Promise<{ items: JsonText<Job[]>; total: number }> {
  const where = and(
    eq(applications.clientId, clientId),
    options.since ? gt(applications.updatedAt, options.since) : undefined,
  );
  const page = cursorPage(options, applications.createdAt, applications.id);
  const source = {
    viewerClientId: clientId,
    listAt: applications.createdAt,
    listId: applications.id,
  };
  return jobListStatement(
    db,
    sql`select ${jobSourceColumns(source)} from ${applications}
      inner join ${jobs} on ${jobs.id} = ${applications.jobId}
      where ${and(where, page.where)}
      order by ${sql.join(cursorOrder(page.fromOldest, applications.createdAt, applications.id), sql`, `)}
      limit ${options.limit}`,
    {
      total: sql`select count(*) from ${applications} where ${where}`,
      withCursor: true,
      // Why staff unpublished a job is the employer's to read (docs/rules.md#job-moderation).
      withUnpublished: false,
    },
  );
}

/**
 * Suggestions (docs/rules.md#suggestions): active jobs the client is eligible for and has not
 * applied to, ranked by how many of the job's trades the client has, then nearness (same city, then
 * same state), then newest. Ranked among the SUGGESTION_CANDIDATES newest such jobs that share a
 * trade with the client, and, when those are fewer than `limit`, the as many newest others (docs:
 * decision 015): both read `jobs_active_created_idx` in its order, so the work does not grow with
 * the table.
 */
export async function findSuggestedJobs(
  db: Database,
  client: {
    id: string;
    offenseMask: number;
    experience: string[];
    city: string | null;
    state: string | null;
  },
  limit: number,
): Promise<JsonText<Job[]>> {
  const trades = sql`${sql.param(client.experience)}::text[]`;
  const notApplied = sql`not exists (select 1 from ${applications} a where a.job_id = c.id and a.client_id = ${client.id})`;
  const open = sql`c.status = 'active' and ${acceptsAll(sql`c.offense_mask`, client.offenseMask)}`;
  const newest = sql`order by c.created_at desc, c.id desc limit ${SUGGESTION_CANDIDATES}`;
  const candidates = sql`(
    with sharing as (
      select c.id from ${jobs} c where ${open} and c.skills && ${trades} and ${notApplied} ${newest}
    )
    select id from sharing
    union all
    select id from (select c.id from ${jobs} c where ${open} and not (c.skills && ${trades}) and ${notApplied} ${newest}) others
    where (select count(*) from sharing) < ${limit}
  )`;
  const overlap = tradesSharedBy(trades, jobs.skills);
  // The job's place: its location's, else its employer's (`place_city` lower-cased, migration 0009).
  const nearness = sql<number>`case when ${client.city ?? ''} <> '' and ${jobs.placeCity} = lower(${client.city ?? ''}) then 2 when ${jobs.placeState} = ${client.state ?? ''} then 1 else 0 end`;
  // Trades first, then nearness (0-2): one key, so the answer is ordered as the page is.
  const rank = sql<number>`(${overlap} * 3 + ${nearness})`;
  const { items } = await jobListStatement(
    db,
    sql`select ${jobSourceColumns({ viewerClientId: client.id, sortKey: rank })}
      from ${jobs}
      where ${jobs.id} in ${candidates}
      order by ${rank} desc, ${jobs.createdAt} desc, ${jobs.id} desc limit ${limit}`,
    { total: undefined, withCursor: false },
  );
  return items;
}
