/** The organization form's values to the request and back (offense groups <-> one list). */
import { mergeOffenses, offenseGroupsFromList } from '../enums/offenses.ts';
import type {
  CreateOrganizationRequest,
  Organization,
  OrganizationFormValues,
} from '../schemas/rsp.ts';

/** The organization part of POST /v1/rsp; the owner's profile is added beside it. */
export type OrganizationPayload = Omit<CreateOrganizationRequest, 'owner'>;

export function toOrganizationPayload(form: OrganizationFormValues): OrganizationPayload {
  return {
    name: form.name,
    description: form.description,
    address: form.address,
    city: form.city,
    state: form.state,
    postalCode: form.postalCode,
    email: form.email,
    phone: form.phone,
    phoneRspContact: form.phoneRspContact,
    emailRspContact: form.emailRspContact,
    avatar: form.avatar,
    servicesArea: [...form.servicesArea],
    support: [...form.support],
    justiceStatus: [...form.justiceStatus],
    offenses: mergeOffenses(form),
  };
}

export function toOrganizationFormValues(organization: Organization): OrganizationFormValues {
  return {
    name: organization.name,
    description: organization.description,
    address: organization.address,
    city: organization.city,
    state: organization.state,
    postalCode: organization.postalCode,
    email: organization.email,
    phone: organization.phone,
    phoneRspContact: organization.phoneRspContact,
    emailRspContact: organization.emailRspContact,
    avatar: organization.avatar,
    servicesArea: [...organization.servicesArea],
    support: [...organization.support],
    justiceStatus: [...organization.justiceStatus],
    ...offenseGroupsFromList(organization.offenses),
  };
}
