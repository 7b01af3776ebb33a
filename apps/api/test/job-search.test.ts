/**
 * Current Opportunities searched, filtered and sorted (issue 14, docs/rules.md#job-search): each
 * filter alone and together, the total of the filtered set, cursors that page through it in its
 * own order, eligibility kept, and a 400 naming the field for a bad value. Every test uses words or
 * places of its own, so that the jobs of the other tests in this file do not match.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_SEARCH_TOTAL_CAP,
  OFFENSES,
  RANKED_WINDOW,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  type ErrorBody,
  type Job,
} from '@fairchance/shared';
import { employers, jobs } from '../src/db/schema.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createClient, createEmployer, createJob, createJobs } from './helpers/profiles.ts';

const t = useTestApp();
let seeker: { authorization: string };
beforeAll(async () => {
  const { user } = await createClient(t.database.db, { offense: [], experience: [] });
  seeker = bearer(await tokensFor(t.app, user.email));
});

const db = () => t.database.db;

async function search(query: string, auth = seeker) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/jobs?${query}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    titles: response.json<Job[]>().map((job) => job.title),
    jobs: response.json<Job[]>(),
    total: Number(response.headers[TOTAL_COUNT_HEADER]),
    capped: response.headers[TOTAL_COUNT_CAPPED_HEADER],
  };
}

async function refused(query: string, auth = seeker) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/jobs?${query}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(400);
  return response.json<ErrorBody>();
}

/** Every page of a query, `limit` at a time, following each page's last cursor. */
async function allPages(query: string, limit: number) {
  const titles: string[] = [];
  let before: string | undefined;
  for (let page = 0; page < 20; page += 1) {
    const url = `${query}&limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ''}`;
    const { jobs: items } = await search(url);
    titles.push(...items.map((job) => job.title));
    if (items.length < limit) break;
    before = items.at(-1)!.cursor;
  }
  return titles;
}

/** Moves a job's posting time back `days` days. */
async function postedDaysAgo(id: string, days: number) {
  await db()
    .update(jobs)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(jobs.id, id));
}

describe('the words searched for (q)', () => {
  it('match the title, description, department, duties, skills and employer, in English and Spanish', async () => {
    const { employer } = await createEmployer(db(), { name: 'Quillfeather Logistics' });
    const post = (title: string, fields: Partial<typeof jobs.$inferInsert> = {}) =>
      createJob(db(), employer.id, { title, ...fields });
    await post('Marmoset keeper');
    await post('Night shift', { description: 'Drive the marmoset van.' });
    await post('Clerk', { department: 'Marmoset care' });
    await post('Helper', { responsibilities: ['Feed every marmoset'] });
    await post('Assistant', { skillsDescription: 'Marmoset handling' });
    await post('Unrelated', { description: 'Nothing to see.' });

    expect((await search('q=marmoset&limit=100')).total).toBe(5);
    // The employer's name finds all six of its jobs; stems find other forms of a word.
    expect((await search('q=quillfeather&limit=100')).total).toBe(6);
    expect((await search('q=marmosets&limit=100')).total).toBe(5);

    await createJob(db(), employer.id, { title: 'Soldadores de tuberías' });
    expect((await search('q=soldador')).titles).toEqual(['Soldadores de tuberías']);
    // Web search syntax: all words must match; a minus leaves out.
    expect((await search('q=marmoset -van&limit=100')).total).toBe(4);
    expect((await search('q=marmoset keeper')).titles).toEqual(['Marmoset keeper']);
  });

  it('rank by relevance: a match in the title comes before one in the description', async () => {
    const { employer } = await createEmployer(db());
    const inTitle = await createJob(db(), employer.id, { title: 'Ocelot handler' });
    await createJob(db(), employer.id, {
      title: 'Warehouse',
      description: 'Now and then an ocelot visits.',
    });
    // The description match is newer, so newest-first puts it first.
    await postedDaysAgo(inTitle.id, 2);
    expect((await search('q=ocelot')).titles).toEqual(['Warehouse', 'Ocelot handler']);
    expect((await search('q=ocelot&sort=relevance')).titles).toEqual([
      'Ocelot handler',
      'Warehouse',
    ]);
  });

  it('an empty q is no search; relevance without words is refused on sort', async () => {
    const all = await search('limit=1');
    expect((await search('q=%20%20&limit=1')).total).toBe(all.total);
    const error = await refused('sort=relevance');
    expect(error.code).toBe('InvalidRequest');
    expect(error.details).toEqual([
      { path: 'sort', message: 'Send words to search for (q) to sort by relevance.' },
    ]);
  });
});

describe('the filters', () => {
  it('type of work and working time take one or more values, repeated or comma-separated', async () => {
    const { employer } = await createEmployer(db());
    const post = (title: string, typeOfWork: string, workingTime: string) =>
      createJob(db(), employer.id, {
        title,
        typeOfWork,
        workingTime,
        description: 'Capybara crew.',
        location: typeOfWork === 'onsite' ? undefined : null,
      });
    await post('A', 'onsite', 'fullTime');
    await post('B', 'remote', 'partTime');
    await post('C', 'hybrid', 'fullTime');
    await post('D', 'remote', 'seasonal');

    const titles = async (query: string) => (await search(`q=capybara&${query}`)).titles.sort();
    expect(await titles('typeOfWork=remote')).toEqual(['B', 'D']);
    expect(await titles('typeOfWork=remote&typeOfWork=hybrid')).toEqual(['B', 'C', 'D']);
    expect(await titles('typeOfWork=remote,hybrid')).toEqual(['B', 'C', 'D']);
    expect(await titles('workingTime=fullTime')).toEqual(['A', 'C']);
    expect(await titles('typeOfWork=remote&workingTime=seasonal,fullTime')).toEqual(['D']);
    expect((await search('q=capybara&typeOfWork=remote,hybrid')).total).toBe(3);

    const error = await refused('typeOfWork=remote,underwater');
    expect(error.details?.[0]?.path).toMatch(/^typeOfWork/);
    expect(error.details?.[0]?.message).toBe('Choose one of the options.');
  });

  it("city and state: the job's place, or its employer's when it has no location", async () => {
    const { employer } = await createEmployer(db(), { city: 'Fond du Lac', state: 'WI' });
    await createJob(db(), employer.id, {
      title: 'On site in Oshkosh',
      location: { address: '1 Main St', city: 'Oshkosh', state: 'WI', postalCode: '54901' },
    });
    await createJob(db(), employer.id, {
      title: 'Remote from Fond du Lac',
      typeOfWork: 'remote',
      location: null,
    });
    await createJob(db(), employer.id, {
      title: 'In Duluth',
      location: { address: '2 Lake Ave', city: 'Duluth', state: 'MN', postalCode: '55802' },
    });

    expect((await search('city=oshkosh')).titles).toEqual(['On site in Oshkosh']);
    expect((await search('city=Fond%20du%20Lac')).titles).toEqual(['Remote from Fond du Lac']);
    expect((await search('city=Duluth&state=MN')).titles).toEqual(['In Duluth']);
    expect((await search('city=Duluth&state=WI')).titles).toEqual([]);

    // The employer moves: its jobs without a location move with it.
    await db().update(employers).set({ city: 'Appleton' }).where(eq(employers.id, employer.id));
    expect((await search('city=Appleton')).titles).toEqual(['Remote from Fond du Lac']);
    expect((await search('city=Fond%20du%20Lac')).total).toBe(0);
    expect((await refused('state=XX')).details?.[0]?.path).toBe('state');
  });

  it('minimum pay compares hourly amounts, yearly pay at 2,080 hours', async () => {
    const { employer } = await createEmployer(db());
    const pay = (title: string, salary: 'hourly' | 'yearly', min: number, max: number) =>
      createJob(db(), employer.id, {
        title,
        description: 'Pangolin team.',
        salaryOptions: { salary, min, max, description: 'Paid', bonuses: [] },
      });
    await pay('Hourly 15-18', 'hourly', 15, 18);
    await pay('Hourly 20-25', 'hourly', 20, 25);
    await pay('Yearly 41,600', 'yearly', 35000, 41600); // $20 an hour at the top
    await pay('Yearly 60,000', 'yearly', 50000, 60000);

    const titles = async (minPay: string) =>
      (await search(`q=pangolin&minPay=${minPay}`)).titles.sort();
    expect(await titles('18')).toEqual([
      'Hourly 15-18',
      'Hourly 20-25',
      'Yearly 41,600',
      'Yearly 60,000',
    ]);
    expect(await titles('20')).toEqual(['Hourly 20-25', 'Yearly 41,600', 'Yearly 60,000']);
    expect(await titles('20.5')).toEqual(['Hourly 20-25', 'Yearly 60,000']);
    expect(await titles('26')).toEqual(['Yearly 60,000']);
    expect((await refused('minPay=lots')).details?.[0]).toEqual({
      path: 'minPay',
      message: 'This field is invalid.',
    });
    expect((await refused('minPay=-1')).details?.[0]?.path).toBe('minPay');
  });

  it('posted within a number of days', async () => {
    const { employer } = await createEmployer(db());
    const old = await createJob(db(), employer.id, { title: 'Old', description: 'Axolotl.' });
    await createJob(db(), employer.id, { title: 'New', description: 'Axolotl.' });
    await postedDaysAgo(old.id, 10);
    expect((await search('q=axolotl&postedWithin=7')).titles).toEqual(['New']);
    expect((await search('q=axolotl&postedWithin=30')).titles).toEqual(['New', 'Old']);
    expect((await refused('postedWithin=0')).details?.[0]?.path).toBe('postedWithin');
    expect((await refused('postedWithin=1.5')).details?.[0]?.path).toBe('postedWithin');
  });

  it('keep eligibility: a job that does not accept the client offenses never matches', async () => {
    const { employer } = await createEmployer(db());
    await createJob(db(), employer.id, { title: 'Open okapi job' });
    await createJob(db(), employer.id, {
      title: 'Closed okapi job',
      offenses: OFFENSES.filter((o) => o !== 'fraud'),
    });
    const { user } = await createClient(db(), { offense: ['fraud'] });
    const client = bearer(await tokensFor(t.app, user.email));
    const found = await search('q=okapi', client);
    expect(found.titles).toEqual(['Open okapi job']);
    expect(found.total).toBe(1);
  });

  it('refuses an unknown sort on its field', async () => {
    expect((await refused('sort=cheapest')).details?.[0]?.path).toBe('sort');
  });
});

describe('the total and the cursors', () => {
  it('count the filtered set and page through it in its own order, for every sort', async () => {
    const { employer } = await createEmployer(db());
    const { user } = await createClient(db(), {
      offense: [],
      experience: ['welding', 'warehouse', 'carpentry'],
    });
    const client = bearer(await tokensFor(t.app, user.email));
    const trades = [
      ['welding', 'warehouse', 'carpentry'],
      ['welding'],
      [],
      ['warehouse', 'carpentry'],
      ['welding', 'warehouse'],
      [],
      ['carpentry'],
    ];
    for (const [i, skills] of trades.entries()) {
      await createJob(db(), employer.id, {
        title: `Quokka ${i}`,
        description: i % 2 ? 'Quokka quokka quokka.' : 'A quokka.',
        skills,
        workingTime: i === 6 ? 'partTime' : 'fullTime',
      });
    }

    for (const sort of ['newest', 'relevance', 'match']) {
      const query = `q=quokka&workingTime=fullTime&sort=${sort}`;
      const whole = await t.app.inject({
        method: 'GET',
        url: `/api/v1/jobs?${query}&limit=100`,
        headers: client,
      });
      expect(whole.statusCode, whole.body).toBe(200);
      const order = whole.json<Job[]>().map((job) => job.title);
      expect(Number(whole.headers[TOTAL_COUNT_HEADER]), sort).toBe(6);
      expect(order, sort).toHaveLength(6);

      const paged: string[] = [];
      let before: string | undefined;
      for (;;) {
        const page = await t.app.inject({
          method: 'GET',
          url: `/api/v1/jobs?${query}&limit=2${before ? `&before=${encodeURIComponent(before)}` : ''}`,
          headers: client,
        });
        expect(Number(page.headers[TOTAL_COUNT_HEADER]), sort).toBe(6);
        const items = page.json<Job[]>();
        paged.push(...items.map((job) => job.title));
        if (items.length < 2) break;
        before = items.at(-1)!.cursor;
      }
      expect(paged, sort).toEqual(order);
    }

    // match: most of the client's trades first, then newest.
    const byMatch = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/jobs?q=quokka&sort=match&limit=100',
        headers: client,
      })
    )
      .json<Job[]>()
      .map((job) => job.title);
    expect(byMatch).toEqual([
      'Quokka 0',
      'Quokka 4',
      'Quokka 3',
      'Quokka 6',
      'Quokka 1',
      'Quokka 5',
      'Quokka 2',
    ]);
    // relevance: the jobs that say it four times first (newest first among equals).
    const byRelevance = await allPages('q=quokka&sort=relevance', 3);
    expect(byRelevance.slice(0, 3)).toEqual(['Quokka 5', 'Quokka 3', 'Quokka 1']);
  });

  it('only a job seeker can sort by their trades', async () => {
    const { user } = await createEmployer(db());
    const employer = bearer(await tokensFor(t.app, user.email));
    const error = await refused('sort=match', employer);
    expect(error.details).toEqual([
      { path: 'sort', message: 'Only a job seeker can sort jobs by their trades.' },
    ]);
  });

  it('refuses a cursor whose key was tampered with', async () => {
    const { employer } = await createEmployer(db());
    await createJob(db(), employer.id, { title: 'Tapir one' });
    await createJob(db(), employer.id, { title: 'Tapir two' });
    const [first] = (await search('q=tapir&sort=relevance&limit=1')).jobs;
    const [at, id] = Buffer.from(first!.cursor!, 'base64url').toString().split('|');
    const bad = Buffer.from(`${at}|${id}|lots`).toString('base64url');
    expect((await refused(`q=tapir&sort=relevance&before=${bad}`)).details?.[0]?.path).toBe(
      'before',
    );
  });
});

describe('long lists (decision 044)', () => {
  /** `minutes` minutes before now: the jobs below are posted a minute apart, newest first. */
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('count a searched set up to the cap, then say there are more, and page on past it', async () => {
    const { employer } = await createEmployer(db());
    await createJobs(db(), employer.id, JOB_SEARCH_TOTAL_CAP + 1, (i) => ({
      title: `Narwhal ${i}`,
      createdAt: minutesAgo(i),
    }));
    const many = await search('q=narwhal&limit=100');
    expect(many.total).toBe(JOB_SEARCH_TOTAL_CAP);
    expect(many.capped).toBe('true');
    // Filters alone are counted the same way.
    const filtered = await search(`city=Madison&state=WI&limit=1`);
    expect(filtered.total).toBe(JOB_SEARCH_TOTAL_CAP);
    expect(filtered.capped).toBe('true');
    // The pages go on past the cap: the last job is the oldest.
    const titles = await allPages('q=narwhal', 100);
    expect(titles).toHaveLength(JOB_SEARCH_TOTAL_CAP + 1);
    expect(titles.at(-1)).toBe(`Narwhal ${JOB_SEARCH_TOTAL_CAP}`);

    // A set within the cap is counted exactly, and says nothing more.
    const { employer: other } = await createEmployer(db());
    await createJob(db(), other.id, { title: 'Gharial keeper' });
    const few = await search('q=gharial');
    expect(few.total).toBe(1);
    expect(few.capped).toBeUndefined();
  });

  it('rank the newest jobs of the window by trades shared, then list the rest newest first', async () => {
    const { employer } = await createEmployer(db());
    const { user } = await createClient(db(), {
      offense: [],
      experience: ['welding', 'carpentry'],
    });
    const client = bearer(await tokensFor(t.app, user.email));
    // Newest first: one job sharing no trade, then RANKED_WINDOW sharing one (the window), then,
    // older than the window, one sharing both and one more sharing one.
    const titles = [
      'Tamarin none',
      ...Array.from({ length: RANKED_WINDOW }, (_, i) => `Tamarin one ${i}`),
      'Tamarin both',
      'Tamarin one old',
    ];
    const skills = (title: string) =>
      title === 'Tamarin none'
        ? []
        : title === 'Tamarin both'
          ? ['welding', 'carpentry']
          : ['welding'];
    await createJobs(db(), employer.id, titles.length, (i) => ({
      title: titles[i]!,
      skills: skills(titles[i]!),
      createdAt: minutesAgo(i),
    }));

    const paged: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/jobs?q=tamarin&sort=match&limit=100${before ? `&before=${encodeURIComponent(before)}` : ''}`,
        headers: client,
      });
      expect(response.statusCode, response.body).toBe(200);
      const items = response.json<Job[]>();
      paged.push(...items.map((job) => job.title));
      if (items.length < 100) break;
      before = items.at(-1)!.cursor;
    }
    // The window's jobs, newest first among equals; then the rest, newest first: the job sharing
    // both trades is older than the window, so it follows rather than leads.
    expect(paged).toEqual([
      ...titles.slice(1, RANKED_WINDOW + 1),
      'Tamarin none',
      'Tamarin both',
      'Tamarin one old',
    ]);
  });

  it('rank the newest matches of the window by relevance, then list the rest newest first', async () => {
    const { employer } = await createEmployer(db());
    // Newest first: RANKED_WINDOW jobs saying it once, then, older, one saying it in its title.
    await createJobs(db(), employer.id, RANKED_WINDOW, (i) => ({
      title: `Porter ${i}`,
      description: 'Now and then a wombat visits.',
      createdAt: minutesAgo(i),
    }));
    await createJob(db(), employer.id, {
      title: 'Wombat handler',
      description: 'Wombat wombat wombat.',
      createdAt: minutesAgo(RANKED_WINDOW + 1),
    });
    const first = await search('q=wombat&sort=relevance&limit=1');
    expect(first.titles).toEqual(['Porter 0']);
    const all = await allPages('q=wombat&sort=relevance', 100);
    expect(all).toHaveLength(RANKED_WINDOW + 1);
    expect(all.at(-1)).toBe('Wombat handler');
  });
});
