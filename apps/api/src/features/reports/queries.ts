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

/**
 * The check-ins recorded on a hire of the period, at 30, 90 and 180 days, in one look-up of
 * `hire_check_ins_key_idx`, and none for the rows that are not such a hire (most of them).
 */
const checkIns = sql`
  left join lateral (
    select max(c.hourly_wage) filter (where c.milestone = 30) as wage_30,
           count(*) filter (where c.milestone = 90) as checked_in_90,
           count(*) filter (where c.milestone = 90 and c.still_employed) as employed_90,
           count(*) filter (where c.milestone = 180) as checked_in_180,
           count(*) filter (where c.milestone = 180 and c.still_employed) as employed_180
    from ${hireCheckIns} c
    where f.hired and c.rsp_client_id = f.link_id and c.application_id = f.application_id
  ) ci on true`;

/**
 * The figures of [start, end) over the clients this person may see whose link was open in it:
 * their applications, interviews requested and hires in the period; of those hires, the check-ins
 * at 90 and 180 days and how many were still employed; the median hourly wage at 30 days.
 * A client's applications are read from their own index entries (client, time), never the table.
 */
export async function selectOutcomeFigures(
  db: Database,
  membership: RspMembership,
  { start, end }: { start: Date; end: Date },
): Promise<FiguresRow[]> {
  const inPeriod = (column: unknown) => sql`(${column} >= ${start} and ${column} < ${end})`;
  const result = await db.execute<FiguresRow>(sql`
    with links as (
      select ${rspClients.id} as link_id, ${rspClients.clientId} as client_id,
             ${rspClients.caseManagerUserId} as case_manager_user_id, ${rspClients.county} as county
      from ${rspClients}
      where ${visibleTo(membership)} and ${rspClients.createdAt} < ${end}
        and (${rspClients.closedAt} is null or ${rspClients.closedAt} >= ${start})
    ),
    facts as (
      select l.link_id, l.case_manager_user_id, l.county, a.id as application_id,
             coalesce(${inPeriod(sql`a.created_at`)}, false) as applied,
             coalesce(${inPeriod(sql`a.interview_requested_at`)}, false) as interviewed,
             coalesce(a.status = 'hired' and ${inPeriod(sql`a.closed_at`)}, false) as hired
      from links l
      left join lateral (
        select ${applications.id} as id, ${applications.createdAt} as created_at,
               ${applications.interviewRequestedAt} as interview_requested_at,
               ${applications.status} as status, ${applications.closedAt} as closed_at
        from ${applications}
        where ${applications.clientId} = l.client_id and ${applications.createdAt} < ${end}
        offset 0
      ) a on true
    ),
    figures as (
      select case when grouping(f.case_manager_user_id) = 0 then 'caseManager'
                  when grouping(f.county) = 0 then 'county' else 'total' end as grouping,
             f.case_manager_user_id, f.county,
             count(distinct f.link_id)::int as clients_served,
             count(*) filter (where f.applied)::int as applications,
             count(*) filter (where f.interviewed)::int as interviews,
             count(*) filter (where f.hired)::int as hires,
             coalesce(sum(ci.checked_in_90), 0)::int as checked_in_90,
             coalesce(sum(ci.employed_90), 0)::int as employed_90,
             coalesce(sum(ci.checked_in_180), 0)::int as checked_in_180,
             coalesce(sum(ci.employed_180), 0)::int as employed_180,
             (percentile_cont(0.5) within group (order by ci.wage_30))::float8
               as median_starting_wage
      from facts f
      ${checkIns}
      group by grouping sets ((), (f.case_manager_user_id), (f.county))
    )
    -- The few case managers' names by their key, not by reading every account (\`offset 0\` keeps
    -- the look-up from being flattened into a hash join over the whole table).
    select figures.*, u.first_name, u.last_name
    from figures
    left join lateral (
      select ${users.firstName} as first_name, ${users.lastName} as last_name from ${users}
      where ${users.id} = figures.case_manager_user_id
      offset 0
    ) u on true
    order by figures.grouping, u.last_name nulls last, u.first_name, figures.county nulls last
  `);
  return (result as { rows: FiguresRow[] }).rows;
}
