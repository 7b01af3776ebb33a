import { EMPTY_DIVERSITY, type ClientProfile } from '@fairchance/shared';
import { iso } from '../../lib/dates.ts';
import type { UserRow as AccountRow } from '../users/queries.ts';
import type { ClientRow } from './queries.ts';

type UserRow = Pick<AccountRow, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'avatar'>;

/**
 * A stored client row and its user, as the whole profile (what its owner may see). Every other
 * viewer gets this through the shared cloaking function, never directly.
 */
export function toClientProfile(row: ClientRow, user: UserRow): ClientProfile {
  return {
    id: row.id,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    address: row.address,
    city: row.city,
    state: row.state as ClientProfile['state'],
    postalCode: row.postalCode,
    personalSummary: row.personalSummary,
    personalStatement: row.personalStatement,
    justiceStatus: row.justiceStatus as ClientProfile['justiceStatus'],
    facility: row.facility as ClientProfile['facility'],
    expectedReleasedAt: row.expectedReleasedAt,
    releasedCounty: row.releasedCounty as ClientProfile['releasedCounty'],
    support: row.support as ClientProfile['support'],
    reentryServiceProvider: row.reentryServiceProvider as ClientProfile['reentryServiceProvider'],
    reentryPipeline: (row.reentryPipeline ?? null) as ClientProfile['reentryPipeline'],
    rspId: row.rspId,
    county: row.county as ClientProfile['county'],
    personalStrengths: row.personalStrengths as ClientProfile['personalStrengths'],
    experience: row.experience as ClientProfile['experience'],
    languages: row.languages as ClientProfile['languages'],
    offense: row.offense as ClientProfile['offense'],
    sexualOffenderRegistry: row.sexualOffenderRegistry,
    sbn: row.sbn,
    timeServed: row.timeServed as ClientProfile['timeServed'],
    releasedAt: row.releasedAt as ClientProfile['releasedAt'],
    stateOrFederal: row.stateOrFederal as ClientProfile['stateOrFederal'],
    relativeExperience: row.relativeExperience as ClientProfile['relativeExperience'],
    education: row.education as ClientProfile['education'],
    license: row.license as ClientProfile['license'],
    questions: row.questions as ClientProfile['questions'],
    diversity: {
      ...EMPTY_DIVERSITY,
      ...(row.diversity as Partial<ClientProfile['diversity']> | null),
    },
    referredBy: row.referredBy as ClientProfile['referredBy'],
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
