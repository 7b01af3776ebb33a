/**
 * The EXPLAIN guard of issue 11: on the bench's small scale (bench/load-data.sql, analyzed), no
 * SELECT statement that a list endpoint sends plans a sequential scan of `jobs`, `applications` or
 * `clients`. Each endpoint is called through the real app as the bench's users call it; every
 * SELECT it sent is explained with the same parameters, and the test fails naming the endpoint,
 * the statement, the relation and the plan.
 *
 * PostgreSQL only: the plan that matters is the server's (issue 11, item 5), and PGlite's planner
 * on a copy of the data would answer another question. On PGlite the suite is reported as skipped.
 */
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@fairchance/shared';
import { hashPassword } from '../src/lib/passwords.ts';
import { openTestDatabase, testDatabaseKind } from './helpers/database.ts';
import { createStatementLogAppOn, type LoggedStatement } from './helpers/statement-log.ts';

/** What the test uses of bench/load-data.mjs (plain JavaScript, imported untyped). */
interface BenchLoader {
  BENCH_PASSWORD: string;
  loadScript(scale: string): { render(passwordHash: string): string };
  resetAndDescribe(
    query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>,
    scale: string,
  ): Promise<{
    client: { email: string; id: string };
    employer: { email: string; id: string; jobId: string; applicants: number };
    rsp: { email: string; id: string; clients: number };
  }>;
}
const LOADER = pathToFileURL(
  new URL('../../../bench/load-data.mjs', import.meta.url).pathname,
).href;

/**
 * The tables that must never be read whole by a list: the issue's three, the organizations'
 * links, and the statistics' tallies (what the statistics read instead of `clients`).
 */
const GUARDED = ['jobs', 'applications', 'clients', 'rsp_clients', 'rsp_client_tallies'];

const isPostgres = testDatabaseKind() === 'postgres';

/** One node of a JSON plan, as far as the guard reads it. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  Filter?: string;
  'Plan Rows'?: number;
  'Total Cost'?: number;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** A statement that only reads: the ones EXPLAIN is asked about. */
const isSelect = (sql: string) => {
  const text = sql.replace(/^\s*\/\*.*?\*\//, ''); // a leading comment (CUSTOM_PLAN)
  return (
    /^\s*\(?\s*select\b/i.test(text) ||
    (/^\s*with\b/i.test(text) &&
      !/\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i.test(text))
  );
};

describe.runIf(isPostgres)(
  'list endpoints on the bench small scale plan no sequential scan of jobs, applications or clients (PostgreSQL)',
  () => {
    const statements: LoggedStatement[] = [];
    let app: FastifyInstance;
    let close: (() => Promise<void>) | undefined;
    let pool: pg.Pool;
    let bench: Awaited<ReturnType<BenchLoader['resetAndDescribe']>>;
    const tokens: Record<'client' | 'employer' | 'owner', string> = {
      client: '',
      employer: '',
      owner: '',
    };

    beforeAll(async () => {
      const started = Date.now();
      const loader = (await import(LOADER)) as BenchLoader;
      // A fresh copy of the migrated template with its own name, dropped by `close`.
      const database = await openTestDatabase();
      pool = (database.db as unknown as { $client: pg.Pool }).$client;
      try {
        const sql = loader.loadScript('small').render(await hashPassword(loader.BENCH_PASSWORD));
        const loading = await pool.connect();
        try {
          await loading.query('set synchronous_commit = off');
          await loading.query(`begin;\n${sql}\ncommit;`);
          await loading.query('discard temp');
        } finally {
          loading.release();
        }
        // As the bench does after its load: statistics, and the visibility map that lets the
        // planner count index-only scans as such. VACUUM marks a page all-visible only when no
        // open transaction on the server could still miss its rows, so while other test files run
        // it may take a few tries.
        await pool.query('vacuum analyze');
        for (let tries = 0; tries < 50; tries += 1) {
          const { rows } = await pool.query<{ done: boolean }>(
            `select bool_and(relallvisible >= relpages) as done from pg_class
             where relname = any($1) and relkind = 'r' and relnamespace = 'public'::regnamespace`,
            [GUARDED],
          );
          if (rows[0]?.done) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
          await pool.query(`vacuum ${GUARDED.join(', ')}`);
        }
        bench = await loader.resetAndDescribe(
          async (text, params) => (await pool.query<Record<string, unknown>>(text, params)).rows,
          'small',
        );
      } catch (error) {
        await database.close();
        throw error;
      }
      ({ app, close } = await createStatementLogAppOn(database, statements));
      const signIn = async (email: string) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/oauth/token',
          payload: {
            grantType: 'password',
            username: email,
            password: loader.BENCH_PASSWORD,
            clientId: 'web',
            clientSecret: 'web',
          },
        });
        if (res.statusCode !== 200) throw new Error(`sign-in of ${email}: ${res.body}`);
        return res.json<TokenResponse>().accessToken;
      };
      tokens.client = await signIn(bench.client.email);
      tokens.employer = await signIn(bench.employer.email);
      tokens.owner = await signIn(bench.rsp.email);
      console.info(
        `list-query-plans: small scale loaded and analyzed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }, 240_000);

    afterAll(async () => {
      await close?.();
    });

    /** GET as one of the bench's users; the answer and every statement the request sent. */
    async function get(as: keyof typeof tokens, url: string) {
      statements.length = 0;
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${tokens[as]}` },
      });
      expect(res.statusCode, `GET ${url}: ${res.body.slice(0, 300)}`).toBe(200);
      return { res, sent: [...statements] };
    }

    async function explain(statement: LoggedStatement): Promise<PlanNode> {
      const { rows } = await pool.query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) ${statement.sql}`,
        statement.params,
      );
      const raw = rows[0]!['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      return plan[0]!.Plan;
    }

    /**
     * Explains every SELECT the request sent. Fails, naming the endpoint, each statement, the
     * relation and the plan, when any node is a sequential scan of a guarded table; and when no
     * statement read a guarded table at all (the guard would have looked at nothing).
     */
    async function expectNoSequentialScans(endpoint: string, sent: LoggedStatement[]) {
      const problems: string[] = [];
      let guardedReads = 0;
      for (const statement of sent.filter((s) => isSelect(s.sql))) {
        const all = nodes(await explain(statement));
        if (all.some((n) => GUARDED.includes(n['Relation Name'] ?? ''))) guardedReads += 1;
        const scans = all.filter(
          (n) => n['Node Type'] === 'Seq Scan' && GUARDED.includes(n['Relation Name'] ?? ''),
        );
        if (scans.length === 0) continue;
        const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
          `explain ${statement.sql}`,
          statement.params,
        );
        problems.push(
          [
            `${endpoint}: sequential scan of ${scans
              .map(
                (s) =>
                  `${s['Relation Name']}${s.Alias && s.Alias !== s['Relation Name'] ? ` (as ${s.Alias})` : ''}` +
                  `${s['Subplan Name'] ? ` in ${s['Subplan Name']}` : ''}, ${s['Plan Rows']} rows estimated` +
                  `${s.Filter ? `, filter ${s.Filter}` : ''}`,
              )
              .join('; ')}`,
            `statement: ${statement.sql}`,
            `params: ${JSON.stringify(statement.params)}`,
            'plan:',
            ...rows.map((r) => `  ${r['QUERY PLAN']}`),
          ].join('\n'),
        );
      }
      expect(
        guardedReads,
        `${endpoint}: no SELECT read jobs, applications or clients`,
      ).toBeGreaterThan(0);
      if (problems.length) expect.fail(problems.join('\n\n'));
    }

    /** The cursor of a page's last item, for the next page. */
    function lastCursor(body: unknown, url: string): string {
      const items = body as { cursor?: string }[];
      expect(items.length, `${url} answered an empty first page`).toBeGreaterThan(0);
      const cursor = items.at(-1)!.cursor;
      expect(cursor, `${url}: the last item has no cursor`).toBeTruthy();
      return encodeURIComponent(cursor!);
    }

    it('GET /api/v1/jobs (the client)', async () => {
      const { res, sent } = await get('client', '/api/v1/jobs');
      expect(res.json<unknown[]>().length).toBeGreaterThan(0);
      await expectNoSequentialScans('GET /api/v1/jobs', sent);
    });

    // db/statement-cache.ts `pageLimit`: with the usual page size in its text, the prepared statement
    // of the plain list keeps one generic plan instead of being planned again on every run.
    it('GET /api/v1/jobs keeps a generic plan once prepared', async () => {
      const { sent } = await get('client', '/api/v1/jobs');
      const [list] = sent.filter((s) => isSelect(s.sql) && s.sql.includes('string_agg'));
      expect(list, 'no list statement').toBeDefined();
      expect(list!.sql, 'the page size is written into the text').toMatch(/\blimit \d+\b/);
      const connection = await pool.connect();
      try {
        // Named, as the statement cache names it: PostgreSQL plans the first five runs with their
        // values, then compares them with a generic plan.
        const name = 'generic_plan_check';
        for (let run = 0; run < 7; run += 1) {
          await connection.query({ name, text: list!.sql, values: list!.params });
        }
        const { rows } = await connection.query<{ generic_plans: string }>(
          'select generic_plans from pg_prepared_statements where name = $1',
          [name],
        );
        expect(Number(rows[0]?.generic_plans)).toBeGreaterThan(0);
      } finally {
        connection.release(true);
      }
    });

    it('GET /api/v1/jobs?before= (the client, page 2)', async () => {
      const first = await get('client', '/api/v1/jobs');
      const cursor = lastCursor(first.res.json(), '/api/v1/jobs');
      const { res, sent } = await get('client', `/api/v1/jobs?before=${cursor}`);
      expect(res.json<unknown[]>().length).toBeGreaterThan(0);
      await expectNoSequentialScans('GET /api/v1/jobs?before={cursor}', sent);
    });

    // The search and its filters (issue 14): the words from the search document's index, the place
    // from its own; each page and its total.
    it.each([
      '/api/v1/jobs?q=technician',
      '/api/v1/jobs?q=technician&sort=relevance',
      '/api/v1/jobs?sort=match',
      '/api/v1/jobs?city=Milwaukee&state=WI&workingTime=fullTime&minPay=15',
      '/api/v1/jobs?typeOfWork=remote,hybrid&postedWithin=7',
    ])('GET %s (the client, pages 1 and 2)', async (url) => {
      const first = await get('client', url);
      expect(first.res.json<unknown[]>().length).toBeGreaterThan(0);
      await expectNoSequentialScans(`GET ${url}`, first.sent);
      const cursor = lastCursor(first.res.json(), url);
      const second = await get('client', `${url}&before=${cursor}`);
      await expectNoSequentialScans(`GET ${url}&before={cursor}`, second.sent);
    });

    it('GET /api/v1/clients/{id}/jobs/suggested', async () => {
      const { res, sent } = await get(
        'client',
        `/api/v1/clients/${bench.client.id}/jobs/suggested`,
      );
      expect(res.json<unknown[]>().length).toBeGreaterThan(0);
      await expectNoSequentialScans('GET /api/v1/clients/{id}/jobs/suggested', sent);
    });

    it('GET /api/v1/clients/{id}/jobs (the jobs the client applied to)', async () => {
      const { res, sent } = await get('client', `/api/v1/clients/${bench.client.id}/jobs`);
      expect(res.json<unknown[]>().length).toBeGreaterThan(0);
      await expectNoSequentialScans('GET /api/v1/clients/{id}/jobs', sent);
    });

    it('GET /api/v1/employers/{id}/jobs/{jobId}/applications (the big job)', async () => {
      const url = `/api/v1/employers/${bench.employer.id}/jobs/${bench.employer.jobId}/applications`;
      const { res, sent } = await get('employer', url);
      expect(res.json<unknown[]>().length).toBeGreaterThan(0);
      await expectNoSequentialScans('GET /api/v1/employers/{id}/jobs/{jobId}/applications', sent);
    });

    it('GET /api/v1/employers/{id}/jobs/{jobId}/applications?before= (page 2)', async () => {
      const url = `/api/v1/employers/${bench.employer.id}/jobs/${bench.employer.jobId}/applications`;
      const first = await get('employer', url);
      const { res, sent } = await get(
        'employer',
        `${url}?before=${lastCursor(first.res.json(), url)}`,
      );
      expect(res.json<unknown[]>().length).toBeGreaterThan(0);
      await expectNoSequentialScans(
        'GET /api/v1/employers/{id}/jobs/{jobId}/applications?before={cursor}',
        sent,
      );
    });

    it('GET /api/v1/employers/{id}/jobs/{jobId}/applications filtered, by match, and its counts', async () => {
      const url = `/api/v1/employers/${bench.employer.id}/jobs/${bench.employer.jobId}/applications`;
      for (const query of ['?status=applied', '?sort=match&trade=warehouse', '/counts']) {
        const { res, sent } = await get('employer', `${url}${query}`);
        expect(res.statusCode, query).toBe(200);
        await expectNoSequentialScans(
          `GET /api/v1/employers/{id}/jobs/{jobId}/applications${query}`,
          sent,
        );
      }
    });

    it("GET /api/v1/employers/{id}/jobs (the employer's jobs)", async () => {
      const { res, sent } = await get('employer', `/api/v1/employers/${bench.employer.id}/jobs`);
      expect(res.json<unknown[]>().length).toBeGreaterThan(0);
      await expectNoSequentialScans('GET /api/v1/employers/{id}/jobs', sent);
    });

    it("GET /api/v1/rsp/{rspId}/clients?status=active&county=Milwaukee (the organization's clients)", async () => {
      const { res, sent } = await get(
        'owner',
        `/api/v1/rsp/${bench.rsp.id}/clients?status=active&county=Milwaukee`,
      );
      expect(res.json<unknown[]>().length).toBeGreaterThan(0);
      await expectNoSequentialScans(
        'GET /api/v1/rsp/{rspId}/clients?status=active&county=Milwaukee',
        sent,
      );
    });

    it("GET /api/v1/rsp/{rspId}/clients/stats (the organization's statistics)", async () => {
      const { res, sent } = await get('owner', `/api/v1/rsp/${bench.rsp.id}/clients/stats`);
      expect(res.json<{ total: number }>().total).toBeGreaterThan(0);
      await expectNoSequentialScans('GET /api/v1/rsp/{rspId}/clients/stats', sent);
    });

    it("GET /api/v1/rsp/{rspId}/reports/outcomes (the organization's report for a year)", async () => {
      const day = (date: Date) => date.toISOString().slice(0, 10);
      const from = day(new Date(Date.now() - 365 * 86_400_000));
      const { res, sent } = await get(
        'owner',
        `/api/v1/rsp/${bench.rsp.id}/reports/outcomes?from=${from}&to=${day(new Date())}`,
      );
      expect(res.json<{ total: { clientsServed: number } }>().total.clientsServed).toBeGreaterThan(
        0,
      );
      await expectNoSequentialScans('GET /api/v1/rsp/{rspId}/reports/outcomes', sent);
    });
  },
);
