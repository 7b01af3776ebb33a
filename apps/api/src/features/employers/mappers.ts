import type { Employer } from '@fairchance/shared';
import { iso } from '../../lib/dates.ts';
import type { EmployerRow } from './queries.ts';

/** `avatar` is the account's (users.avatar): pass it where the answer should carry it. */
export function toEmployer(row: EmployerRow, avatar?: string | null): Employer {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    industry: row.industry as Employer['industry'],
    description: row.description,
    yearsInBusiness: row.yearsInBusiness as Employer['yearsInBusiness'],
    numberOfEmployees: row.numberOfEmployees as Employer['numberOfEmployees'],
    address: row.address,
    city: row.city,
    state: row.state as Employer['state'],
    postalCode: row.postalCode,
    ...(avatar !== undefined ? { avatar } : {}),
    availableJobsCount: row.availableJobsCount,
    availableUncloaksCount: row.availableUncloaksCount,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
