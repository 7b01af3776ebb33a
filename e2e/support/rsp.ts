/**
 * Reentry service provider set-ups for browser tests, made through the API: an owner with an
 * organization, and a case manager who joined it by invitation.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { OFFENSES } from '@fairchance/shared';
import { createAccount, requestTokens, type NewAccount } from './accounts.ts';

export interface Organization {
  owner: NewAccount;
  rspId: string;
  name: string;
  token: string;
}

/** An owner who has finished onboarding: the organization exists. */
export async function createOrganization(request: APIRequestContext): Promise<Organization> {
  const owner = await createAccount(request, 'rsp', { firstName: 'Dana', lastName: 'Owens' });
  const { accessToken } = await requestTokens(request, owner.email, owner.password);
  const name = `E2E Reentry ${randomUUID().slice(0, 8)}`;
  const response = await request.post('/api/v1/rsp', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      name,
      description: 'Job readiness and housing help for people coming home.',
      address: '100 E Wisconsin Ave',
      city: 'Milwaukee',
      state: 'WI',
      postalCode: '53202',
      servicesArea: ['Milwaukee'],
      support: ['employment', 'housing'],
      justiceStatus: ['parole', 'probation'],
      offenses: [...OFFENSES],
      owner: { phone: '4145550100', position: 'operationManager' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { owner, rspId: id, name, token: accessToken };
}

/** A case manager of the organization: invited, signed up with the invitation, onboarded. */
export async function createCaseManager(
  request: APIRequestContext,
  organization: Organization,
  names: { firstName: string; lastName: string },
): Promise<NewAccount & { userId: string }> {
  const email = `cm-${randomUUID().slice(0, 8)}@e2e.fairchance.example`;
  const invite = await request.post(`/api/v1/rsp/${organization.rspId}/accounts/invite`, {
    headers: { authorization: `Bearer ${organization.token}` },
    data: { ...names, email, phone: '4145550111', rspId: organization.rspId },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const { id: invitationId } = (await invite.json()) as { id: string };
  const account = await createAccount(request, 'rsp', {
    ...names,
    email,
    invitationId,
  } as Parameters<typeof createAccount>[2]);
  const { accessToken } = await requestTokens(request, email, account.password);
  const me = (await (
    await request.get('/api/v1/user', { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as { id: string };
  const profile = await request.put(`/api/v1/rsp/${organization.rspId}/accounts/${me.id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { userId: me.id, rspId: organization.rspId, phone: '4145550111' },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return { ...account, userId: me.id };
}
