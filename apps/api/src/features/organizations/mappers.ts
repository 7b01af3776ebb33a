import type { Organization, OrganizationListing } from '@fairchance/shared';
import { iso } from '../../lib/dates.ts';
import type { OrganizationRow } from './queries.ts';

export function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    email: row.email,
    phone: row.phone,
    phoneRspContact: row.phoneRspContact,
    emailRspContact: row.emailRspContact,
    address: row.address ?? '',
    city: row.city ?? '',
    state: (row.state ?? 'WI') as Organization['state'],
    postalCode: row.postalCode ?? '',
    avatar: row.avatar,
    servicesArea: row.servicesArea as Organization['servicesArea'],
    support: row.support as Organization['support'],
    justiceStatus: row.justiceStatus as Organization['justiceStatus'],
    offenses: row.offenses as Organization['offenses'],
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** What anyone signed in may see of an organization (the directory, GET /v1/rsp). */
export function toOrganizationListing(row: OrganizationRow): OrganizationListing {
  const { id, name, description, city, state, avatar, servicesArea, support } = toOrganization(row);
  return { id, name, description, city, state, avatar, servicesArea, support };
}
