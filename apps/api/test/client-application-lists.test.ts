/**
 * The organization's clients list shows each client's applications from the list the database
 * keeps per client (migration 0025, decision 056): every change that shows in it (an application
 * added, a new status, a job retitled, an employer renamed, an application or a job deleted)
 * rewrites the client's list in the same transaction, and the kept list always equals one computed
 * from the tables.
 */
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { RspClient } from '@fairchance/shared';
import { applications, clientApplicationLists, employers, jobs } from '../src/db/schema.ts';
import { apiCaller, useTestApp } from './helpers/app.ts';
import { createApplication } from './helpers/factories.ts';
import { testDatabaseKind } from './helpers/database.ts';
import { createOrganization, linkNewClient } from './helpers/organizations.ts';
import { createClient, createEmployer, createJob } from './helpers/profiles.ts';

const t = useTestApp();
const db = () => t.database.db;
const call = apiCaller(t);

/** The applications the list shows for `clientId`, as the owner reads them. */
async function listedApplications(
  rspId: string,
  auth: { authorization: string },
  clientId: string,
) {
  const res = await call('GET', `/rsp/${rspId}/clients`, auth);
  expect(res.statusCode, res.body).toBe(200);
  const row = res.json<RspClient[]>().find((item) => item.clientId === clientId);
  expect(row, 'the client is listed').toBeDefined();
  return row!.applications!;
}

/** Every kept list that differs from one computed now from the tables. */
async function staleLists() {
  return db()
    .select({ clientId: clientApplicationLists.clientId })
    .from(clientApplicationLists)
    .where(
      sql`${clientApplicationLists.doc} <> client_application_list(${clientApplicationLists.clientId})`,
    );
}

/** The test database's pool (PostgreSQL), for transactions on connections of their own. */
const pool = () => (db() as unknown as { $client: pg.Pool }).$client;

const INSERT_APPLICATION =
  'insert into applications (id, job_id, client_id) values (gen_random_uuid(), $1, $2)';

/** Whether `pending` has not settled `ms` milliseconds from now (it waits on a lock). */
async function stillWaitingAfter(pending: Promise<unknown>, ms: number) {
  const settled = pending.then(
    () => false,
    () => false,
  );
  return Promise.race([settled, new Promise<boolean>((resolve) => setTimeout(resolve, ms, true))]);
}

/** The list kept for `clientId`, parsed. */
async function keptList(clientId: string) {
  const [kept] = await db()
    .select({ doc: clientApplicationLists.doc })
    .from(clientApplicationLists)
    .where(eq(clientApplicationLists.clientId, clientId));
  return JSON.parse(kept!.doc) as { jobId: string; employerName: string }[];
}

describe("the applications of the organization's clients list", () => {
  it('follow every change to an application, its job and its employer', async () => {
    const { org, ownerAuth } = await createOrganization(t.app, db());
    const { client } = await linkNewClient(db(), org.id);
    const { employer } = await createEmployer(db(), { name: 'Harbor Foods' });
    const cook = await createJob(db(), employer.id, { title: 'Line Cook' });
    const driver = await createJob(db(), employer.id, { title: 'Driver' });

    expect(await listedApplications(org.id, ownerAuth, client.id)).toEqual([]);

    const first = await createApplication(db(), {
      jobId: cook.id,
      clientId: client.id,
      createdAt: new Date('2026-10-01T08:00:00Z'),
    });
    const second = await createApplication(db(), {
      jobId: driver.id,
      clientId: client.id,
      createdAt: new Date('2026-10-02T09:30:00.250Z'),
    });
    expect(await listedApplications(org.id, ownerAuth, client.id)).toEqual([
      {
        id: second.id,
        jobId: driver.id,
        jobTitle: 'Driver',
        employerName: 'Harbor Foods',
        status: 'applied',
        createdAt: '2026-10-02T09:30:00.250Z',
      },
      {
        id: first.id,
        jobId: cook.id,
        jobTitle: 'Line Cook',
        employerName: 'Harbor Foods',
        status: 'applied',
        createdAt: '2026-10-01T08:00:00.000Z',
      },
    ]);

    await db()
      .update(applications)
      .set({ status: 'interview' })
      .where(eq(applications.id, first.id));
    await db().update(jobs).set({ title: 'Prep Cook' }).where(eq(jobs.id, cook.id));
    await db()
      .update(employers)
      .set({ name: 'Harbor Foods Co-op' })
      .where(eq(employers.id, employer.id));
    expect(
      (await listedApplications(org.id, ownerAuth, client.id)).map((a) => [
        a.jobTitle,
        a.employerName,
        a.status,
      ]),
    ).toEqual([
      ['Driver', 'Harbor Foods Co-op', 'applied'],
      ['Prep Cook', 'Harbor Foods Co-op', 'interview'],
    ]);

    await db().delete(jobs).where(eq(jobs.id, driver.id));
    expect((await listedApplications(org.id, ownerAuth, client.id)).map((a) => a.id)).toEqual([
      first.id,
    ]);
    await db().delete(applications).where(eq(applications.id, first.id));
    expect(await listedApplications(org.id, ownerAuth, client.id)).toEqual([]);
    expect(await staleLists()).toEqual([]);
  });

  it('leave other clients alone and keep nothing for a deleted client', async () => {
    const { org, ownerAuth } = await createOrganization(t.app, db());
    const { client: kept } = await linkNewClient(db(), org.id);
    const { client: gone, user: goneUser } = await linkNewClient(db(), org.id);
    const { employer } = await createEmployer(db(), { name: 'Lakeside Metal' });
    const job = await createJob(db(), employer.id, { title: 'Welder' });
    await createApplication(db(), { jobId: job.id, clientId: kept.id });
    await createApplication(db(), { jobId: job.id, clientId: gone.id });

    // A client's account deleted (its profile and applications with it).
    await db().execute(sql`delete from users where id = ${goneUser.id}`);
    const lists = await db()
      .select({ clientId: clientApplicationLists.clientId })
      .from(clientApplicationLists)
      .where(sql`${clientApplicationLists.clientId} in (${kept.id}, ${gone.id})`);
    expect(lists).toEqual([{ clientId: kept.id }]);
    expect((await listedApplications(org.id, ownerAuth, kept.id)).map((a) => a.jobTitle)).toEqual([
      'Welder',
    ]);
    expect(await staleLists()).toEqual([]);
  });

  // Two transactions add an application of the same client at once. The lists are written when a
  // transaction commits (the triggers are deferred); `set constraints all immediate` writes them
  // now, so that the first holds the client's list while the second tries to write it: the second
  // waits for the first to commit, then reads both applications.
  it.runIf(testDatabaseKind() === 'postgres')(
    'list both of two applications added at once',
    async () => {
      // A client of no organization: a linked client's applications also update the link's row,
      // and the second insert would wait there for the first transaction to end.
      const { client } = await createClient(db());
      const { employer } = await createEmployer(db());
      const [a, b] = [await createJob(db(), employer.id), await createJob(db(), employer.id)];
      const [first, second] = [await pool().connect(), await pool().connect()];
      try {
        await first.query('begin');
        await second.query('begin');
        await first.query(INSERT_APPLICATION, [a.id, client.id]);
        await second.query(INSERT_APPLICATION, [b.id, client.id]);
        await first.query('set constraints all immediate');
        const waiting = second.query('set constraints all immediate');
        expect(await stillWaitingAfter(waiting, 300)).toBe(true);
        await first.query('commit');
        await waiting;
        await second.query('commit');
      } finally {
        first.release();
        second.release();
      }
      expect((await keptList(client.id)).map((item) => item.jobId).sort()).toEqual(
        [a.id, b.id].sort(),
      );
      expect(await staleLists()).toEqual([]);
    },
  );

  // An employer is renamed while a client applies to one of its jobs for the first time: the
  // rename waits for the application (both change the job's row), and the lists it writes when it
  // commits include that client's, with the new name.
  it.runIf(testDatabaseKind() === 'postgres')(
    'follow a rename that waited for a new application',
    async () => {
      const { org } = await createOrganization(t.app, db());
      const { client } = await linkNewClient(db(), org.id);
      const { employer } = await createEmployer(db(), { name: 'Old Name Foods' });
      const job = await createJob(db(), employer.id);
      const [applying, renaming] = [await pool().connect(), await pool().connect()];
      try {
        await applying.query('begin');
        await applying.query(INSERT_APPLICATION, [job.id, client.id]);
        const renamed = renaming.query(
          "update employers set name = 'New Name Foods' where id = $1",
          [employer.id],
        );
        expect(await stillWaitingAfter(renamed, 300)).toBe(true);
        await applying.query('commit');
        await renamed;
      } finally {
        applying.release();
        renaming.release();
      }
      expect((await keptList(client.id)).map((item) => item.employerName)).toEqual([
        'New Name Foods',
      ]);
      expect(await staleLists()).toEqual([]);
    },
  );

  // More applicants than the server's lock table could hold one lock each for (64 per connection
  // by default, with some slack: one advisory lock per client ran out between 8,000 and 20,000):
  // a rename rewrites all their lists in its own transaction.
  it.runIf(testDatabaseKind() === 'postgres')(
    'follow the rename of an employer thousands of clients applied to',
    async () => {
      const { employer } = await createEmployer(db(), { name: 'Statewide Staffing' });
      const job = await createJob(db(), employer.id, { title: 'Picker' });
      const many = 20_000;
      // Loaded as the bench loads (triggers off, then the lists from scratch), in seconds.
      await db().transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`
          with made as (
            insert into users (id, email, password_hash, first_name, last_name, type)
            select gen_random_uuid(), 'many' || g || '@test.example', 'not-a-hash', 'Many', 'Applicant', 'client'
            from generate_series(1, ${many}) as g
            returning id
          ), profiles as (
            insert into clients (id, user_id, justice_status)
            select gen_random_uuid(), id, 'freeWorld' from made returning id
          )
          insert into applications (id, job_id, client_id)
          select gen_random_uuid(), ${job.id}, id from profiles`);
      });
      await db().execute(sql`select refill_client_application_lists()`);
      await db()
        .update(employers)
        .set({ name: 'Statewide Staffing Partners' })
        .where(eq(employers.id, employer.id));
      const [renamed] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(clientApplicationLists)
        .where(sql`${clientApplicationLists.doc} like '%"Statewide Staffing Partners"%'`);
      expect(renamed!.n).toBe(many);
      expect(await staleLists()).toEqual([]);
    },
    60_000,
  );
});
