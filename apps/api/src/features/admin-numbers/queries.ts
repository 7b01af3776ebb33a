/**
 * The console's Numbers (docs/rules.md#staff-console): per week, in one statement, the sign-ups of
 * each type, jobs posted, applications, interview requests and hires; and the funnel of the
 * period's applications in another. Only the counts leave the database. Weeks are ISO weeks
 * (Monday to Sunday) in UTC.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, jobs, users } from '../../db/schema.ts';

export type WeekRow = {
  week_start: string;
  clients: number;
  employers: number;
  rsps: number;
  jobs_posted: number;
  applications: number;
  interview_requests: number;
  hires: number;
};

/** The Monday (00:00 UTC) `weeks - 1` weeks before this one: the period's start. */
const periodStart = (weeks: number) =>
  sql`(date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => ${weeks - 1}::integer)) at time zone 'UTC'`;

const weekOf = (column: unknown) => sql`date_trunc('week', ${column} at time zone 'UTC')`;

export async function findWeeks(db: Database, weeks: number): Promise<WeekRow[]> {
  const start = periodStart(weeks);
  const result = await db.execute<WeekRow>(sql`
    with weeks as (
      select generate_series(
        date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => ${weeks - 1}::integer),
        date_trunc('week', now() at time zone 'UTC'),
        interval '1 week'
      ) as week
    ),
    sign_ups as (
      select ${weekOf(users.createdAt)} as week,
        count(*) filter (where ${users.type} = 'client') as clients,
        count(*) filter (where ${users.type} = 'employer') as employers,
        count(*) filter (where ${users.type} = 'rsp') as rsps
      from ${users} where ${users.createdAt} >= ${start} group by 1
    ),
    posted as (
      select ${weekOf(jobs.createdAt)} as week, count(*) as n
      from ${jobs} where ${jobs.createdAt} >= ${start} group by 1
    ),
    applied as (
      select ${weekOf(applications.createdAt)} as week, count(*) as n
      from ${applications} where ${applications.createdAt} >= ${start} group by 1
    ),
    interviews as (
      select ${weekOf(applications.interviewRequestedAt)} as week, count(*) as n
      from ${applications} where ${applications.interviewRequestedAt} >= ${start} group by 1
    ),
    hired as (
      select ${weekOf(applications.closedAt)} as week, count(*) as n
      from ${applications}
      where ${applications.status} = 'hired' and ${applications.closedAt} >= ${start} group by 1
    )
    select to_char(weeks.week, 'YYYY-MM-DD') as week_start,
      coalesce(sign_ups.clients, 0)::integer as clients,
      coalesce(sign_ups.employers, 0)::integer as employers,
      coalesce(sign_ups.rsps, 0)::integer as rsps,
      coalesce(posted.n, 0)::integer as jobs_posted,
      coalesce(applied.n, 0)::integer as applications,
      coalesce(interviews.n, 0)::integer as interview_requests,
      coalesce(hired.n, 0)::integer as hires
    from weeks
    left join sign_ups on sign_ups.week = weeks.week
    left join posted on posted.week = weeks.week
    left join applied on applied.week = weeks.week
    left join interviews on interviews.week = weeks.week
    left join hired on hired.week = weeks.week
    order by weeks.week
  `);
  return (result as { rows: WeekRow[] }).rows;
}

export type FunnelRow = {
  applications: number;
  interview_requests: number;
  hires: number;
};

/** The period's applications, and how many of them reached an interview request and a hire. */
export async function findFunnel(db: Database, weeks: number): Promise<FunnelRow> {
  const result = await db.execute<FunnelRow>(sql`
    select count(*)::integer as applications,
      (count(*) filter (where ${applications.interviewRequestedAt} is not null))::integer as interview_requests,
      (count(*) filter (where ${applications.status} = 'hired'))::integer as hires
    from ${applications} where ${applications.createdAt} >= ${periodStart(weeks)}
  `);
  const [row] = (result as { rows: FunnelRow[] }).rows;
  return row ?? { applications: 0, interview_requests: 0, hires: 0 };
}
