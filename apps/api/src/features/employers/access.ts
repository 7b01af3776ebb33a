/**
 * Who may act for a company (docs/roles-and-permissions.md#employer-team): its members, the owner
 * and the colleagues the owner invited. A company that does not exist is 404; another company's,
 * or one the caller was removed from, is 403 (docs/decisions/008-employer-access-and-quotas.md); a
 * colleague asking for an owner-only action is 403 too. Every employer route checks with these,
 * on every request, so a removed colleague's access ends at once.
 */
import { AppError, type EmployerRole } from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { Database } from '../../db/client.ts';
import { findEmployerWithRole, type EmployerRow } from './queries.ts';

export interface EmployerMembership {
  employer: EmployerRow;
  role: EmployerRole;
}

export async function memberOfEmployer(
  db: Database,
  userId: string,
  employerId: string,
): Promise<EmployerMembership> {
  const found = await findEmployerWithRole(db, employerId, userId);
  if (!found) throw new AppError('ResourceNotFound', API_TEXT.employers.profileNotFound);
  if (!found.role) throw new AppError('Forbidden', API_TEXT.employers.notYours);
  return { employer: found.employer, role: found.role as EmployerRole };
}

/** The company, if the caller is a member of it (see above). */
export async function requireOwnEmployer(
  db: Database,
  userId: string,
  employerId: string,
): Promise<EmployerRow> {
  return (await memberOfEmployer(db, userId, employerId)).employer;
}

export async function ownerOfEmployer(
  db: Database,
  userId: string,
  employerId: string,
): Promise<EmployerMembership> {
  const membership = await memberOfEmployer(db, userId, employerId);
  if (membership.role !== 'owner') throw new AppError('Forbidden', API_TEXT.employers.ownerOnly);
  return membership;
}
