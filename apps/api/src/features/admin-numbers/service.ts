/** The console's Numbers (docs/rules.md#staff-console), computed in SQL. */
import type { AdminNumbers, AdminNumbersQuery } from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import { findFunnel, findWeeks } from './queries.ts';

export async function getNumbers(ctx: AppContext, query: AdminNumbersQuery): Promise<AdminNumbers> {
  const [weeks, funnel] = await Promise.all([
    findWeeks(ctx.db, query.weeks),
    findFunnel(ctx.db, query.weeks),
  ]);
  return {
    weeks: weeks.map((week) => ({
      weekStart: week.week_start,
      signUps: { client: week.clients, employer: week.employers, rsp: week.rsps },
      jobsPosted: week.jobs_posted,
      applications: week.applications,
      interviewRequests: week.interview_requests,
      hires: week.hires,
    })),
    funnel: {
      applications: funnel.applications,
      interviewRequests: funnel.interview_requests,
      hires: funnel.hires,
    },
  };
}
