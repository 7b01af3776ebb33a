/**
 * The organizations' statistics kept by the database (`rsp_client_tallies`, migration 0007) stay
 * equal to counting the links the plain way, through every change that moves them: links made,
 * their status and case manager changed, a client stopping sharing, a linked client's profile
 * edited (justice status, county, released county, support, offenses), a case manager's account
 * removed, a client deleted. And the statistics call answers the same as the plain count, for the
 * owner and for a member. The county kept on each link (migration 0008) follows the same changes,
 * and the list's county filter with it.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Organization, RspClientStats } from '@fairchance/shared';
import { clients, rspAccounts, rspClients, users } from '../src/db/schema.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createUser } from './helpers/factories.ts';
import { createClient, organizationPayload } from './helpers/profiles.ts';

const t = useTestApp();

const db = () => t.database.db;

interface Tally {
  rsp: string;
  manager: string | null;
  kind: string;
  key: string;
  n: number;
}

/** The tallies as stored, without the rows that fell to zero. */
async function stored(): Promise<Tally[]> {
  const rows = await db().execute(sql`
    select rsp_id as rsp, case_manager_user_id as manager, kind, key, n
    from rsp_client_tallies where n <> 0`);
  return sortTallies((rows as { rows: Tally[] }).rows);
}

/** The tallies counted from the links the plain way. */
async function counted(): Promise<Tally[]> {
  const rows = await db().execute(sql`
    select rc.rsp_id as rsp, rc.case_manager_user_id as manager, v.kind, v.key, count(*)::integer as n
    from rsp_clients rc join clients c on c.id = rc.client_id
    cross join lateral (
      select 'status' as kind, rc.status as key
      union all select 'justiceStatus', c.justice_status
      union all select 'county', coalesce(c.county, c.released_county)
      union all select 'support', s from unnest(c.support) as s
      union all select 'offense', o from unnest(c.offense) as o
    ) as v
    where rc.withdrawn_at is null and v.key is not null
    group by 1, 2, 3, 4`);
  return sortTallies((rows as { rows: Tally[] }).rows);
}

function sortTallies(rows: Tally[]): Tally[] {
  return rows
    .map((r) => ({ ...r, n: Number(r.n) }))
    .sort((a, b) =>
      `${a.rsp}${a.manager}${a.kind}${a.key}`.localeCompare(
        `${b.rsp}${b.manager}${b.kind}${b.key}`,
      ),
    );
}

/** Links whose stored county is not their client's (migration 0008 keeps them equal). */
async function countiesAstray(): Promise<unknown[]> {
  const rows = await db().execute(sql`
    select rc.id, rc.county, coalesce(c.county, c.released_county) as client_county
    from rsp_clients rc join clients c on c.id = rc.client_id
    where rc.county is distinct from coalesce(c.county, c.released_county)`);
  return (rows as { rows: unknown[] }).rows;
}

async function expectTalliesRight() {
  expect(await stored()).toEqual(await counted());
  expect(await countiesAstray()).toEqual([]);
}

async function createOrganization() {
  const owner = await createUser(db(), { type: 'rsp', rspRole: 'owner' });
  const headers = bearer(await tokensFor(t.app, owner.email));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/rsp',
    headers,
    payload: organizationPayload(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { owner, headers, org: response.json<Organization>() };
}

describe('organization statistics kept by the database', () => {
  it('follow every change to links, profiles and accounts', async () => {
    const { owner, headers, org } = await createOrganization();
    const member = await createUser(db(), { type: 'rsp', rspRole: 'member' });
    await db().update(rspAccounts).set({ rspId: org.id }).where(eq(rspAccounts.userId, member.id));
    const people = await Promise.all(
      [
        { county: 'Milwaukee', support: ['housing'], offense: ['possession'] },
        { county: 'Dane', support: [], offense: ['possession', 'burglary'] },
        { county: null, releasedCounty: 'Brown', justiceStatus: 'currentlyIncarcerated' },
        { county: 'Milwaukee', support: ['housing', 'transportation'], offense: [] },
      ].map((profile) => createClient(db(), profile as never)),
    );
    const links = await db()
      .insert(rspClients)
      .values(
        people.map(({ client }, i) => ({
          rspId: org.id,
          clientId: client.id,
          status: i === 0 ? 'active' : 'pending',
          caseManagerUserId: i < 2 ? member.id : null,
        })),
      )
      .returning();
    await expectTalliesRight();

    // Status, assignment and stopping sharing.
    await db().update(rspClients).set({ status: 'active' }).where(eq(rspClients.id, links[1]!.id));
    await db()
      .update(rspClients)
      .set({ caseManagerUserId: owner.id })
      .where(eq(rspClients.id, links[2]!.id));
    await db()
      .update(rspClients)
      .set({ withdrawnAt: new Date() })
      .where(eq(rspClients.id, links[3]!.id));
    await expectTalliesRight();

    // Profile edits of linked clients, one field at a time and several at once.
    await db()
      .update(clients)
      .set({ county: 'Waukesha' })
      .where(eq(clients.id, people[0]!.client.id));
    await db()
      .update(clients)
      .set({ support: ['food'], offense: ['arson', 'fraud'], justiceStatus: 'parole' })
      .where(eq(clients.id, people[1]!.client.id));
    await db()
      .update(clients)
      .set({ releasedCounty: 'Dane' })
      .where(eq(clients.id, people[2]!.client.id));
    await db().update(clients).set({ county: 'Dane' }).where(eq(clients.id, people[3]!.client.id)); // withdrawn: counts nowhere
    await expectTalliesRight();

    // What the owner and the member see equals the plain count of what they may see.
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rsp/${org.id}/clients/stats`,
      headers,
    });
    expect(stats.statusCode).toBe(200);
    expect(stats.json<RspClientStats>()).toMatchObject({
      total: 3,
      status: { active: 2, pending: 1 },
      county: { Waukesha: 1, Dane: 2 },
      support: { food: 1 },
      offense: { arson: 1, fraud: 1 },
    });
    const inDane = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rsp/${org.id}/clients?county=Dane`,
      headers,
    });
    expect(inDane.statusCode).toBe(200);
    expect(inDane.json<{ clientId: string }[]>().map((l) => l.clientId)).toEqual([
      people[2]!.client.id,
      people[1]!.client.id,
    ]);
    const memberStats = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rsp/${org.id}/clients/stats`,
      headers: bearer(await tokensFor(t.app, member.email)),
    });
    expect(memberStats.json<RspClientStats>()).toMatchObject({
      total: 2,
      status: { active: 2 },
    });

    // The member's account removed (their links become unassigned), a client deleted.
    await db().delete(users).where(eq(users.id, member.id));
    await expectTalliesRight();
    await db().delete(clients).where(eq(clients.id, people[0]!.client.id));
    await expectTalliesRight();
    await db().delete(rspClients).where(eq(rspClients.id, links[2]!.id));
    await expectTalliesRight();
  });
});
