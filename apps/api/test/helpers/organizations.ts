import type { FastifyInstance } from 'fastify';
import type { Invitation, Organization, User } from '@fairchance/shared';
import type { Database } from '../../src/db/client.ts';
import { rspClients } from '../../src/db/schema.ts';
import { bearer, tokensFor } from './auth.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from './factories.ts';
import { createClient, organizationPayload } from './profiles.ts';

/**
 * An owner with an organization, and a member who joined by invitation and filled their profile.
 */
export async function createOrganization(app: FastifyInstance, db: Database) {
  const call = (
    url: string,
    headers: { authorization: string },
    payload: object,
    method = 'POST',
  ) => app.inject({ method: method as 'POST' | 'PUT', url: `/api/v1${url}`, headers, payload });
  const owner = await createUser(db, { type: 'rsp', rspRole: 'owner' });
  const ownerAuth = bearer(await tokensFor(app, owner.email));
  const org = (await call('/rsp', ownerAuth, organizationPayload())).json<Organization>();

  const email = uniqueEmail('cm');
  const invite = await call(`/rsp/${org.id}/accounts/invite`, ownerAuth, {
    firstName: 'Case',
    lastName: 'Manager',
    email,
    phone: '(715) 555-0101',
    rspId: org.id,
  });
  const invitation = invite.json<Invitation>();
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/v1/users',
    payload: {
      firstName: 'Case',
      lastName: 'Manager',
      email,
      password: TEST_PASSWORD,
      type: 'rsp',
      invitationId: invitation.id,
    },
  });
  const member = signUp.json<User>();
  const memberAuth = bearer(await tokensFor(app, email));
  await call(
    `/rsp/${org.id}/accounts/${member.id}`,
    memberAuth,
    { userId: member.id, rspId: org.id, phone: '(715) 555-0102' },
    'PUT',
  );
  return { owner, ownerAuth, org, member, memberAuth };
}

/** A new client linked to the organization (assigned to `caseManagerUserId` when given). */
export async function linkNewClient(
  db: Database,
  rspId: string,
  overrides: Parameters<typeof createClient>[1] = {},
  caseManagerUserId: string | null = null,
) {
  const { user, client } = await createClient(db, overrides);
  const [link] = await db
    .insert(rspClients)
    .values({ rspId, clientId: client.id, caseManagerUserId })
    .returning();
  return { user, client, link: link! };
}
