/**
 * The SQL of the reports for funders: every figure of a period in one statement, added up by the
 * database (aggregates, `percentile_cont` for the median) for the whole organization, per case
 * manager and per county at once (grouping sets).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, hireCheckIns, rspClients, users } from '../../db/schema.ts';
import type { RspMembership } from '../organizations/access.ts';
import { visibleTo } from '../rsp-clients/queries.ts';

/** One group's figures as the statement answers them. */
export interface FiguresRow extends Record<string, unknown> {
  /** 'total', 'caseManager' or 'county'. */
  grouping: string;
  case_manager_user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  county: string | null;
  clients_served: number;
  applications: number;
  interviews: number;
  hires: number;
  checked_in_90: number;
  employed_90: number;
  checked_in_180: number;
  employed_180: number;
  median_starting_wage: number | null;
}

/** The label of a row of the grouping sets: the whole, one case manager, one county. */
const groupingOf = sql.raw(`case when grouping(case_manager_user_id) = 0 then 'caseManager'
  when grouping(county) = 0 then 'county' else 'total' end`);

/**
 * The figures of [start, end) over the clients this person may see whose link was open in it:
 * their applications, interviews requested and hires in the period; of those hires, the check-ins
 * at 90 and 180 days and how many were still employed; the median hourly wage at 30 days.
 * Each link's applications are counted where they are read, from the client's own index entries
 * (client, time: never the table), so the grouping sets add up one row per link; only the period's
 * hires (a few) are looked up in `hire_check_ins_key_idx` and grouped apart, for the check-ins and
 * the median.
 */
export async function selectOutcomeFigures(
  db: Database,
  membership: RspMembership,
  { start, end }: { start: Date; end: Date },
): Promise<FiguresRow[]> {
  const hiredInPeriod = sql`status = 'hired' and closed_at >= ${start} and closed_at < ${end}`;
  const result = await db.execute<FiguresRow>(sql`
    with links as (
      select ${rspClients.id} as link_id, ${rspClients.clientId} as client_id,
             ${rspClients.caseManagerUserId} as case_manager_user_id, ${rspClients.county} as county
      from ${rspClients}
      where ${visibleTo(membership)} and ${rspClients.createdAt} < ${end}
        and (${rspClients.closedAt} is null or ${rspClients.closedAt} >= ${start})
    ),
    per_link as (
      select l.link_id, l.case_manager_user_id, l.county, a.applied, a.interviewed, a.hired,
             a.hired_ids
      from links l
      cross join lateral (
        select count(*) filter (where created_at >= ${start}) as applied,
               count(*) filter (
                 where interview_requested_at >= ${start} and interview_requested_at < ${end}
               ) as interviewed,
               count(*) filter (where ${hiredInPeriod}) as hired,
               array_agg(id) filter (where ${hiredInPeriod}) as hired_ids
        from ${applications}
        where ${applications.clientId} = l.client_id and ${applications.createdAt} < ${end}
      ) a
    ),
    hires as (
      select p.case_manager_user_id, p.county, ci.*
      from per_link p
      cross join lateral unnest(p.hired_ids) as h(application_id)
      cross join lateral (
        select max(c.hourly_wage) filter (where c.milestone = 30) as wage_30,
               count(*) filter (where c.milestone = 90) as checked_in_90,
               count(*) filter (where c.milestone = 90 and c.still_employed) as employed_90,
               count(*) filter (where c.milestone = 180) as checked_in_180,
               count(*) filter (where c.milestone = 180 and c.still_employed) as employed_180
        from ${hireCheckIns} c
        where c.rsp_client_id = p.link_id and c.application_id = h.application_id
      ) ci
      where p.hired > 0
    ),
    link_figures as (
      select ${groupingOf} as grouping, case_manager_user_id, county,
             count(*)::int as clients_served,
             coalesce(sum(applied), 0)::int as applications,
             coalesce(sum(interviewed), 0)::int as interviews,
             coalesce(sum(hired), 0)::int as hires
      from per_link
      group by grouping sets ((), (case_manager_user_id), (county))
    ),
    hire_figures as (
      select ${groupingOf} as grouping, case_manager_user_id, county,
             sum(checked_in_90)::int as checked_in_90,
             sum(employed_90)::int as employed_90,
             sum(checked_in_180)::int as checked_in_180,
             sum(employed_180)::int as employed_180,
             (percentile_cont(0.5) within group (order by wage_30))::float8
               as median_starting_wage
      from hires
      group by grouping sets ((), (case_manager_user_id), (county))
    )
    -- The few case managers' names by their key, not by reading every account (\`offset 0\` keeps
    -- the look-up from being flattened into a hash join over the whole table).
    select f.grouping, f.case_manager_user_id, f.county, f.clients_served, f.applications,
           f.interviews, f.hires,
           coalesce(h.checked_in_90, 0) as checked_in_90,
           coalesce(h.employed_90, 0) as employed_90,
           coalesce(h.checked_in_180, 0) as checked_in_180,
           coalesce(h.employed_180, 0) as employed_180,
           h.median_starting_wage, u.first_name, u.last_name
    from link_figures f
    left join hire_figures h on h.grouping = f.grouping
      and h.case_manager_user_id is not distinct from f.case_manager_user_id
      and h.county is not distinct from f.county
    left join lateral (
      select ${users.firstName} as first_name, ${users.lastName} as last_name from ${users}
      where ${users.id} = f.case_manager_user_id
      offset 0
    ) u on true
    order by f.grouping, u.last_name nulls last, u.first_name, f.county nulls last
  `);
  return (result as { rows: FiguresRow[] }).rows;
}
