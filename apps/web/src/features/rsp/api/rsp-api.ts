/**
 * Reentry service provider calls (docs/api.md#endpoints, docs/rules.md): the organization, member
 * profiles, case managers and their invitations, and the organization's clients. Every answer is
 * read with its shared response schema.
 */
import {
  CaseManagerListSchema,
  CaseManagerSchema,
  InvitationListSchema,
  InvitationSchema,
  OrganizationSchema,
  RspClientListSchema,
  RspClientNoteSchema,
  RspClientSchema,
  RspClientStatsSchema,
  TOTAL_COUNT_HEADER,
  type CaseManager,
  type CaseManagerList,
  type CreateMemberProfileRequest,
  type CreateOrganizationRequest,
  type Invitation,
  type InviteCaseManagerRequest,
  type Organization,
  type RspClient,
  type RspClientNote,
  type RspClientStats,
  type RspClientsQuery,
  type UpdateCaseManagerRequest,
  type UpdateOrganizationRequest,
  type UpdateRspClientRequest,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';

/** Items per page of the area's lists. */
export const RSP_PAGE_SIZE = 20;

type Signal = { signal?: AbortSignal };

const id = encodeURIComponent;
const rspPath = (rspId: string) => `/v1/rsp/${id(rspId)}`;

// ---- organization -------------------------------------------------------------------------------

/** POST /v1/rsp: the owner's onboarding ends by creating the organization. */
export function createOrganization(body: CreateOrganizationRequest): Promise<Organization> {
  return api.post('/v1/rsp', { body, parse: (data) => OrganizationSchema.parse(data) });
}

export function getOrganization(rspId: string, options: Signal = {}): Promise<Organization> {
  return api.get(rspPath(rspId), { ...options, parse: (data) => OrganizationSchema.parse(data) });
}

/** PATCH /v1/rsp/{rspId} (owner): any subset of the fields. */
export function updateOrganization(
  rspId: string,
  body: UpdateOrganizationRequest,
): Promise<Organization> {
  return api.patch(rspPath(rspId), { body, parse: (data) => OrganizationSchema.parse(data) });
}

// ---- accounts
// -------------------------------------------------------------------------------------

/** PUT /v1/rsp/{rspId}/accounts/{userId}: a member's onboarding (phone and avatar). */
export function createMemberProfile(body: CreateMemberProfileRequest): Promise<CaseManager> {
  return api.put(`${rspPath(body.rspId)}/accounts/${id(body.userId)}`, {
    body,
    parse: (data) => CaseManagerSchema.parse(data),
  });
}

export function getCaseManager(
  rspId: string,
  userId: string,
  options: Signal = {},
): Promise<CaseManager> {
  return api.get(`${rspPath(rspId)}/accounts/${id(userId)}`, {
    ...options,
    parse: (data) => CaseManagerSchema.parse(data),
  });
}

export function updateCaseManager(
  rspId: string,
  userId: string,
  body: UpdateCaseManagerRequest,
): Promise<CaseManager> {
  return api.patch(`${rspPath(rspId)}/accounts/${id(userId)}`, {
    body,
    parse: (data) => CaseManagerSchema.parse(data),
  });
}

/** DELETE: the member's account ends; their clients stay, unassigned. */
export async function deleteCaseManager(rspId: string, userId: string): Promise<void> {
  await api.delete(`${rspPath(rspId)}/accounts/${id(userId)}`);
}

/** GET /v1/rsp/{rspId}/case-managers: `{ data, total }`, paged by the last item's cursor. */
export function getCaseManagersPage(
  rspId: string,
  { before, limit = RSP_PAGE_SIZE, signal }: { before?: string; limit?: number } & Signal = {},
): Promise<CaseManagerList> {
  return api.get(`${rspPath(rspId)}/case-managers`, {
    query: { limit, before },
    ...(signal ? { signal } : {}),
    parse: (data) => CaseManagerListSchema.parse(data),
  });
}

// ---- invitations
// ----------------------------------------------------------------------------------

export function inviteCaseManager(body: InviteCaseManagerRequest): Promise<Invitation> {
  return api.post(`${rspPath(body.rspId)}/accounts/invite`, {
    body,
    parse: (data) => InvitationSchema.parse(data),
  });
}

export function getInvitations(rspId: string, options: Signal = {}): Promise<Invitation[]> {
  return api.get(`${rspPath(rspId)}/invitations`, {
    ...options,
    parse: (data) => InvitationListSchema.parse(data),
  });
}

export async function withdrawInvitation(rspId: string, invitationId: string): Promise<void> {
  await api.delete(`${rspPath(rspId)}/invitations/${id(invitationId)}`);
}

// ---- clients
// --------------------------------------------------------------------------------------

/** The list's filters; paging is added by the list itself. */
export type RspClientFilters = Partial<Omit<RspClientsQuery, 'limit' | 'before'>>;

/** One page of the clients list and the filtered total (x-total-count). */
export interface RspClientsPage {
  items: RspClient[];
  total: number;
}

export function getRspClientsPage(
  rspId: string,
  filters: RspClientFilters,
  { before, limit = RSP_PAGE_SIZE, signal }: { before?: string; limit?: number } & Signal = {},
): Promise<RspClientsPage> {
  return api.get(`${rspPath(rspId)}/clients`, {
    query: { ...filters, limit, before },
    ...(signal ? { signal } : {}),
    parse: (data, response) => {
      const items = RspClientListSchema.parse(data);
      const header = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
      return { items, total: Number.isFinite(header) && header >= 0 ? header : items.length };
    },
  });
}

export function getRspClientStats(rspId: string, options: Signal = {}): Promise<RspClientStats> {
  return api.get(`${rspPath(rspId)}/clients/stats`, {
    ...options,
    parse: (data) => RspClientStatsSchema.parse(data),
  });
}

export function getRspClient(rspId: string, clientId: string, options: Signal = {}) {
  return api.get(`${rspPath(rspId)}/clients/${id(clientId)}`, {
    ...options,
    parse: (data): RspClient => RspClientSchema.parse(data),
  });
}

/** PATCH: the status, and (owner) the case manager; null unassigns. */
export function updateRspClient(
  rspId: string,
  clientId: string,
  body: UpdateRspClientRequest,
): Promise<RspClient> {
  return api.patch(`${rspPath(rspId)}/clients/${id(clientId)}`, {
    body,
    parse: (data) => RspClientSchema.parse(data),
  });
}

export function createRspClientNote(
  rspId: string,
  clientId: string,
  body: { body: string },
): Promise<RspClientNote> {
  return api.post(`${rspPath(rspId)}/clients/${id(clientId)}/notes`, {
    body,
    parse: (data) => RspClientNoteSchema.parse(data),
  });
}
