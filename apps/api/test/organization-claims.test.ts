/**
 * Organization claims, the owner's side (issue 18, docs/rules.md#organization-claims): an owner
 * whose organization is not set up yet asks to manage a known provider, saying who they are; one
 * pending claim at a time, never for an organization that has an owner; they read their claims
 * back. Staff's decisions are in staff-moderation.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ORGANIZATION_CLAIM_MESSAGE_MAX,
  type ErrorBody,
  type OrganizationClaim,
} from '@fairchance/shared';
import { claimProvider } from '../src/features/admin/service.ts';
import { loadProviders } from '../src/seed/demo-data.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createUser } from './helpers/factories.ts';
import { createClient } from './helpers/profiles.ts';

const t = useTestApp();
beforeAll(async () => {
  await loadProviders(t.database.db);
});

const db = () => t.database.db;
type Auth = { authorization: string };

async function newOwner() {
  const user = await createUser(db(), { type: 'rsp', rspRole: 'owner' });
  return { user, auth: bearer(await tokensFor(t.app, user.email)) };
}

const claim = (payload: unknown, headers?: Auth) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/organization-claims',
    payload: payload as object,
    ...(headers ? { headers } : {}),
  });

describe('POST /v1/organization-claims', () => {
  it('records a pending claim the owner reads back, one at a time', async () => {
    const { auth } = await newOwner();
    const res = await claim(
      { providerKey: 'eata', message: '  I run the Appleton office.  ' },
      auth,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<OrganizationClaim>()).toMatchObject({
      providerKey: 'eata',
      organizationName: 'EATA',
      message: 'I run the Appleton office.',
      status: 'pending',
      decisionReason: null,
      decidedAt: null,
    });

    const again = await claim({ providerKey: 'wowWorks', message: 'Me again.' }, auth);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().code).toBe('ResourceConflict');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organization-claims',
      headers: auth,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<OrganizationClaim[]>().map((c) => c.providerKey)).toEqual(['eata']);
  });

  it('refuses an organization that has an owner, and a bad request', async () => {
    const { user: first } = await newOwner();
    await claimProvider(db(), first.email, 'employMilwaukee');
    const { auth } = await newOwner();
    const taken = await claim({ providerKey: 'employMilwaukee', message: 'Hello.' }, auth);
    expect(taken.statusCode).toBe(409);

    for (const [payload, path] of [
      [{ providerKey: 'other', message: 'x' }, 'providerKey'],
      [{ providerKey: 'reentryPipeline', message: 'x' }, 'providerKey'],
      [{ providerKey: 'eata', message: ' ' }, 'message'],
      [{ providerKey: 'eata', message: 'x'.repeat(ORGANIZATION_CLAIM_MESSAGE_MAX + 1) }, 'message'],
    ] as const) {
      const res = await claim(payload, auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<ErrorBody>().details?.map((d) => d.path)).toContain(path);
    }
  });

  it('is only for an owner whose organization is not set up yet', async () => {
    const { user: owner } = await newOwner();
    await claimProvider(db(), owner.email, 'wrtpMilwaukee');
    const withOrganization = bearer(await tokensFor(t.app, owner.email));
    const member = await createUser(db(), { type: 'rsp', rspRole: 'member' });
    const { user: clientUser } = await createClient(db());
    for (const auth of [withOrganization, bearer(await tokensFor(t.app, member.email))]) {
      const res = await claim({ providerKey: 'wowWorks', message: 'Hello.' }, auth);
      expect(res.statusCode).toBe(403);
    }
    const asClient = await claim(
      { providerKey: 'wowWorks', message: 'Hello.' },
      bearer(await tokensFor(t.app, clientUser.email)),
    );
    expect(asClient.statusCode).toBe(403);
    expect((await claim({ providerKey: 'wowWorks', message: 'Hello.' })).statusCode).toBe(401);
  });
});
