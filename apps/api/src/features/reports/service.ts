/**
 * Reports for funders (docs/rules.md#reports): a period's figures over the clients this person may
 * see (the owner the organization's, a case manager their own), in total, per case manager and per
 * county; as JSON for the Reports page and as CSV to download.
 */
import type {
  AppLanguage,
  OutcomeFigures,
  OutcomesReport,
  OutcomesReportQuery,
} from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import { API_TEXT } from '../../messages/index.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { membershipOf, type RspMembership } from '../organizations/access.ts';
import { keptFigure } from '../organizations/kept-figures.ts';
import { type FiguresRow, selectOutcomeFigures } from './queries.ts';

const DAY_MS = 86_400_000;

/** The period's first day from midnight UTC to the end of its last day. */
export const periodOf = ({ from, to }: OutcomesReportQuery) => ({
  start: new Date(`${from}T00:00:00Z`),
  end: new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS),
});

const figuresOf = (row: FiguresRow): OutcomeFigures => ({
  clientsServed: Number(row.clients_served),
  applications: Number(row.applications),
  interviews: Number(row.interviews),
  hires: Number(row.hires),
  checkedIn90: Number(row.checked_in_90),
  employed90: Number(row.employed_90),
  checkedIn180: Number(row.checked_in_180),
  employed180: Number(row.employed_180),
  medianStartingWage:
    row.median_starting_wage === null
      ? null
      : Math.round(Number(row.median_starting_wage) * 100) / 100,
});

const EMPTY: OutcomeFigures = {
  clientsServed: 0,
  applications: 0,
  interviews: 0,
  hires: 0,
  checkedIn90: 0,
  employed90: 0,
  checkedIn180: 0,
  employed180: 0,
  medianStartingWage: null,
};

export async function getOutcomesReport(
  ctx: AppContext,
  auth: AuthContext,
  rspId: string,
  query: OutcomesReportQuery,
): Promise<OutcomesReport> {
  // The membership (and the sign-in) is checked on every request: a cached report never outlives
  // a person's access.
  const membership = await membershipOf(ctx.db, auth, rspId);
  // Kept a minute by this process (decision 050): the Reports tab opened again, the CSV of the
  // figures on screen, the page printed.
  return keptFigure(ctx, membership, 'report', `${query.from}|${query.to}`, () =>
    computeOutcomesReport(ctx, membership, query),
  );
}

async function computeOutcomesReport(
  ctx: AppContext,
  membership: RspMembership,
  query: OutcomesReportQuery,
): Promise<OutcomesReport> {
  const rows = await selectOutcomeFigures(ctx.db, membership, periodOf(query));
  const total = rows.find((row) => row.grouping === 'total');
  return {
    from: query.from,
    to: query.to,
    // With no client at all the grouping sets still answer the total, over nothing.
    total: total ? figuresOf(total) : EMPTY,
    byCaseManager: rows
      .filter((row) => row.grouping === 'caseManager' && Number(row.clients_served) > 0)
      .map((row) => ({
        caseManagerId: row.case_manager_user_id,
        name: row.case_manager_user_id
          ? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim()
          : null,
        ...figuresOf(row),
      })),
    byCounty: rows
      .filter((row) => row.grouping === 'county' && Number(row.clients_served) > 0)
      .map((row) => ({ county: row.county, ...figuresOf(row) })),
  };
}

// ---- CSV ---------------------------------------------------------------------------------------

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: always quoted, quotes doubled, and text
 * that a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage
 * return) prefixed with an apostrophe (OWASP's advice on CSV injection). Numbers are written as
 * numbers.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const FIGURE_KEYS = [
  'clientsServed',
  'applications',
  'interviews',
  'hires',
  'checkedIn90',
  'employed90',
  'checkedIn180',
  'employed180',
  'medianStartingWage',
] as const;

/** The report as CSV in the caller's language: one line per group, the total first. */
export function outcomesCsv(report: OutcomesReport, language: AppLanguage): string {
  const text = API_TEXT.reports;
  const header = text.csvHeader;
  const line = (group: string, name: string, figures: OutcomeFigures) =>
    [csvCell(group), csvCell(name), ...FIGURE_KEYS.map((key) => csvCell(figures[key]))].join(',');
  const lines = [
    [header.group, header.name, ...FIGURE_KEYS.map((key) => header[key])]
      .map((label) => csvCell(label.in(language)))
      .join(','),
    line(text.groups.total.in(language), `${report.from} – ${report.to}`, report.total),
    ...report.byCaseManager.map((row) =>
      line(text.groups.caseManager.in(language), row.name ?? text.unassigned.in(language), row),
    ),
    ...report.byCounty.map((row) =>
      line(text.groups.county.in(language), row.county ?? text.noCounty.in(language), row),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
