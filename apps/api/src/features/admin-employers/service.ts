/**
 * The console's Employers page (docs/rules.md#staff-console): each company's usage, and grants of
 * job posts and interview requests with their reason, through the shell's own grant
 * (features/admin/service.ts) so both write the same audit row (decision 036).
 */
import {
  AppError,
  type AdminEmployer,
  type AdminEmployersQuery,
  type GrantQuotaRequest,
} from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import { API_TEXT } from '../../messages/index.ts';
import { grantQuotaTo } from '../admin/service.ts';
import { findAdminEmployer, findAdminEmployerPage, type AdminEmployerRow } from './queries.ts';

const toAdminEmployer = (row: AdminEmployerRow): AdminEmployer => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listEmployers(
  ctx: AppContext,
  query: AdminEmployersQuery,
): Promise<{ items: AdminEmployer[]; total: number }> {
  const page = await findAdminEmployerPage(ctx.db, query);
  return { total: page.total, items: page.rows.map(toAdminEmployer) };
}

export async function grantToEmployer(
  ctx: AppContext,
  grant: GrantQuotaRequest & { staffUserId: string; employerId: string },
): Promise<AdminEmployer> {
  const granted = await grantQuotaTo(
    ctx.db,
    grant.employerId,
    grant.kind === 'jobs' ? 'jobs' : 'uncloaks',
    grant.amount,
    { staffUserId: grant.staffUserId, reason: grant.reason },
  );
  if (!granted) throw new AppError('ResourceNotFound', API_TEXT.staff.employerNotFound);
  const row = await findAdminEmployer(ctx.db, grant.employerId);
  if (!row) throw new AppError('ResourceNotFound', API_TEXT.staff.employerNotFound);
  return toAdminEmployer(row);
}
