import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Job } from '@fairchance/shared';
import { apiError, json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { makeClientProfile, makeClientUser, makeJob } from '#web/test/client-fixtures.ts';
import { renderApp, renderWithRouter } from '#web/test/render.tsx';
import { i18n } from '#web/i18n/index.ts';
import { JobCard } from './job-card.tsx';

describe('JobCard', () => {
  it('shows title, employer, city, working time, pay and experience dots', () => {
    renderWithRouter(
      <JobCard
        job={makeJob({
          title: 'Line Cook',
          workingTime: 'partTime',
          experience: 'mid',
          salaryOptions: { salary: 'yearly', min: 31200, max: 45000, description: '', bonuses: [] },
        })}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Line Cook' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/client\/jobs\/.+\/$/),
    );
    expect(within(card).getByText('Brew City Builders')).toBeInTheDocument();
    expect(within(card).getByText('Waukesha, WI')).toBeInTheDocument();
    expect(within(card).getByText('Part time')).toBeInTheDocument();
    expect(within(card).getByText('$31,200 - $45,000 per year')).toBeInTheDocument();
    const dots = within(card).getByRole('img', { name: 'Experience: mid level' });
    expect(dots.querySelectorAll('.is-filled')).toHaveLength(3);
    expect(dots.children).toHaveLength(5);
  });

  it("shows one amount when min equals max, and 'Remote' for remote work", () => {
    renderWithRouter(
      <JobCard
        job={makeJob({
          location: null,
          typeOfWork: 'remote',
          experience: 'low',
          salaryOptions: { salary: 'hourly', min: 15, max: 15, description: '', bonuses: [] },
        })}
      />,
    );
    expect(screen.getByText('$15 per hour')).toBeInTheDocument();
    expect(screen.getByText('Remote')).toBeInTheDocument();
    expect(screen.queryByText('Milwaukee, WI')).toBeNull();
    expect(screen.getByRole('img', { name: 'Experience: no experience' })).toBeInTheDocument();
  });

  it('says how long ago the job was posted, in the reader’s language', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
    renderWithRouter(<JobCard job={makeJob({ createdAt: threeDaysAgo })} />);
    const posted = screen.getByText('Posted 3 days ago');
    expect(posted.tagName).toBe('TIME');
    expect(posted).toHaveAttribute('datetime', threeDaysAgo);

    await act(() => i18n.changeLanguage('es'));
    try {
      expect(screen.getByText('Publicado hace 3 días')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('is one link, the title, whose area covers the card: nothing else in it takes a click', () => {
    renderWithRouter(<JobCard job={makeJob({ title: 'Line Cook' })} />);
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link');
    expect(link).toHaveAccessibleName('Line Cook');
    expect(link).toHaveClass('job-card__link');
    expect(card).toHaveClass('job-card');
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });
});

function page(jobs: Job[], total: number) {
  return json(200, jobs, { 'x-total-count': String(total) });
}

describe('Current Opportunities', () => {
  it('loads the next page with the last cursor until x-total-count is reached', async () => {
    const first = Array.from({ length: 20 }, (_, i) => makeJob({ title: `Job ${i + 1}` }));
    const second = Array.from({ length: 5 }, (_, i) => makeJob({ title: `Job ${i + 21}` }));
    const api = signInAs(mockApi(), makeClientUser()).on('GET', '/api/v1/jobs', (request) =>
      request.url.searchParams.get('before') ? page(second, 25) : page(first, 25),
    );
    const { user } = renderApp('/client/jobs');
    // The first visit loads the client area's chunk.
    await screen.findByRole('link', { name: 'Job 1' }, { timeout: 5000 });
    const list = screen.getByRole('list', { name: 'Current Opportunities' });
    // A phone's first screen at once, the rest in chunks; the footer once the page is whole.
    expect(within(list).getAllByRole('article').length).toBeLessThan(20);
    expect(screen.queryByText('Showing 20 of 25 jobs')).not.toBeInTheDocument();
    expect(await screen.findByText('Showing 20 of 25 jobs')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));
    await screen.findByRole('link', { name: 'Job 25' });
    expect(within(list).getAllByRole('article')).toHaveLength(25);
    const calls = api.callsTo('GET', '/api/v1/jobs');
    expect(calls[1]?.url.searchParams.get('before')).toBe(first[19]!.cursor);
    expect(calls[1]?.url.searchParams.get('limit')).toBe('20');
    // Focus moves to the first new job, and no more pages are asked for.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Job 21' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).not.toBeInTheDocument();
    expect(screen.getByText(/Showing 25 of 25 jobs\. You have seen every job\./)).toBeVisible();
  });

  it('says "more than" past a capped count, and pages on until a page comes back empty', async () => {
    const first = Array.from({ length: 20 }, (_, i) => makeJob({ title: `Welder ${i + 1}` }));
    const second = Array.from({ length: 20 }, (_, i) => makeJob({ title: `Welder ${i + 21}` }));
    const capped = (jobs: Job[]) =>
      json(200, jobs, { 'x-total-count': '1000', 'x-total-count-capped': 'true' });
    const api = signInAs(mockApi(), makeClientUser()).on('GET', '/api/v1/jobs', (request) => {
      const before = request.url.searchParams.get('before');
      if (before === first[19]!.cursor) return capped(second);
      if (before === second[19]!.cursor) return capped([]);
      return capped(first);
    });
    const { user } = renderApp('/client/jobs?q=welder');
    await screen.findByRole('link', { name: 'Welder 1' }, { timeout: 5000 });
    expect(screen.getByText('More than 1,000 jobs found')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Showing 20 of more than 1,000 jobs')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));
    await screen.findByRole('link', { name: 'Welder 40' });
    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/v1/jobs')).toHaveLength(3));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more jobs' })).not.toBeInTheDocument(),
    );
  });

  it('searches and filters in the address, counts the matches, and offers to widen an empty search', async () => {
    const found = [makeJob({ title: 'Welder' })];
    const api = signInAs(mockApi(), makeClientUser()).on('GET', '/api/v1/jobs', (request) => {
      const params = request.url.searchParams;
      if (params.get('city') === 'Nowhere') return page([], 0);
      return params.get('q') ? page(found, 1) : page([makeJob({ title: 'Any job' })], 1);
    });
    const { user } = renderApp('/client/jobs');
    await screen.findByRole('link', { name: 'Any job' }, { timeout: 5000 });

    const search = screen.getByRole('search', { name: 'Search jobs' });
    await user.type(within(search).getByRole('searchbox'), 'welder');
    // The filters' fields are made when first opened.
    expect(within(search).queryByRole('checkbox', { name: 'Remote' })).not.toBeInTheDocument();
    await user.click(within(search).getByText('Filters'));
    await user.click(await within(search).findByRole('checkbox', { name: 'Remote' }));
    await user.click(within(search).getByRole('checkbox', { name: 'Part time' }));
    await user.type(within(search).getByRole('spinbutton', { name: /Lowest hourly pay/ }), '18');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Posted' }), '7');
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    await screen.findByRole('link', { name: 'Welder' });
    expect(screen.getByText('1 job found')).toHaveAttribute('role', 'status');
    const params = api.callsTo('GET', '/api/v1/jobs').at(-1)!.url.searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      q: 'welder',
      typeOfWork: 'remote',
      workingTime: 'partTime',
      minPay: '18',
      postedWithin: '7',
    });

    // Sorting by relevance asks again at once.
    await user.selectOptions(
      within(search).getByRole('combobox', { name: 'Sort by' }),
      'Best match for your words',
    );
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/v1/jobs').at(-1)!.url.searchParams.get('sort')).toBe(
        'relevance',
      ),
    );

    await user.type(within(search).getByRole('textbox', { name: 'City' }), 'Nowhere');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all jobs' }));
    await screen.findByRole('link', { name: 'Any job' });
    // The whole list again (read from the cache of the first visit), with an empty search.
    expect(within(search).getByRole('searchbox')).toHaveValue('');
  });

  it('reads a shared search from the address and drops values the API would refuse', async () => {
    const api = signInAs(mockApi(), makeClientUser()).on(
      'GET',
      '/api/v1/jobs',
      page([makeJob({ title: 'Cook' })], 1),
    );
    renderApp('/client/jobs?q=cook&typeOfWork=remote,underwater&minPay=lots&state=WI');
    await screen.findByRole('link', { name: 'Cook' }, { timeout: 5000 });
    const params = api.callsTo('GET', '/api/v1/jobs').at(-1)!.url.searchParams;
    expect(params.get('q')).toBe('cook');
    expect(params.get('state')).toBe('WI');
    expect(params.has('typeOfWork')).toBe(false);
    expect(params.has('minPay')).toBe(false);
    expect(screen.getByRole('searchbox')).toHaveValue('cook');
  });

  it('says so when there are no jobs', async () => {
    signInAs(mockApi(), makeClientUser()).on('GET', '/api/v1/jobs', page([], 0));
    renderApp('/client/jobs/');
    expect(await screen.findByRole('heading', { name: 'No jobs right now' })).toBeVisible();
  });
});

describe('job detail and applying', () => {
  function setup(job: Job, apply?: Parameters<ReturnType<typeof mockApi>['on']>[2]) {
    const api = signInAs(mockApi(), makeClientUser())
      .on('GET', `/api/v1/jobs/${job.id}`, json(200, job))
      .on('GET', '/api/v1/jobs', page([], 0));
    if (apply) api.on('POST', `/api/v1/jobs/${job.id}/applications`, apply);
    return { ...renderApp(`/client/jobs/${job.id}/`), api };
  }

  it('requires an answer to each question, applies, and shows Applied', async () => {
    const job = makeJob({ questions: ['Why this job?', 'When can you start?'] });
    const { user, api } = setup(job, (request) =>
      json(201, {
        id: '0190a0a0-0000-7000-8000-0000000000aa',
        jobId: job.id,
        status: 'applied',
        answers: (request.body as { questions: unknown[] }).questions,
        client: { id: '0190a0a0-0000-7000-8000-000000000002', firstName: 'A', lastName: 'B' },
        createdAt: '2025-01-01T00:00:00.000Z',
      }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Warehouse Associate' });
    expect(document.title).toMatch(/^Warehouse Associate · /);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(api.callsTo('POST', `/api/v1/jobs/${job.id}/applications`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Why this job\?/ }), 'I like logistics.');
    await user.type(screen.getByRole('textbox', { name: /When can you start\?/ }), 'Monday.');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Your application was successful!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Applied' })).toBeVisible();
    expect(api.callsTo('POST', `/api/v1/jobs/${job.id}/applications`)[0]?.body).toEqual({
      questions: [
        { question: 'Why this job?', answer: 'I like logistics.' },
        { question: 'When can you start?', answer: 'Monday.' },
      ],
    });
  });

  it('shows the whole posting: description, responsibilities, skills, start, pay, bonuses and questions', async () => {
    const job = makeJob({
      description: 'Pick, pack and ship orders.',
      responsibilities: ['Load trucks', 'Count stock'],
      experience: 'mid',
      skills: ['warehouse'],
      skillsDescription: 'Able to lift 50 pounds.',
      startDate: '03.2030',
      salaryOptions: {
        salary: 'hourly',
        min: 17,
        max: 21,
        description: 'Weekly pay.',
        bonuses: ['Health insurance', 'Paid time off'],
      },
      questions: ['Can you work weekends?'],
      offenses: ['burglary'],
    });
    setup(job);
    await screen.findByRole('heading', { level: 2, name: 'Warehouse Associate' });
    const posting = screen.getByRole('article');
    const section = (name: string) => within(posting).getByRole('region', { name });
    expect(within(section('Job details')).getByText('Pick, pack and ship orders.')).toBeVisible();
    expect(within(section('Job details')).getByText('March 2030')).toBeVisible();
    const responsibilities = within(section('Responsibilities')).getAllByRole('listitem');
    expect(responsibilities.map((item) => item.textContent)).toEqual([
      'Load trucks',
      'Count stock',
    ]);
    const skills = section('Skills and experience');
    expect(within(skills).getByText('Mid level')).toBeVisible();
    expect(within(skills).getByText('Warehouse')).toBeVisible();
    expect(within(skills).getByText('Able to lift 50 pounds.')).toBeVisible();
    const pay = section('Pay');
    expect(within(pay).getByText('$17 - $21 per hour')).toBeVisible();
    expect(within(pay).getByText('Weekly pay.')).toBeVisible();
    expect(within(pay).getByText('Health insurance')).toBeVisible();
    expect(within(pay).getByText('Paid time off')).toBeVisible();
    expect(within(section('Questions')).getByText('Can you work weekends?')).toBeVisible();
    // The offense categories a job accepts are its employer's setting, not shown to clients.
    expect(within(posting).queryByRole('region', { name: /offense/i })).toBeNull();
    expect(screen.queryByText('Burglary')).toBeNull();
  });

  it("shows the daily limit's message when the server throttles", async () => {
    const job = makeJob();
    const { user } = setup(job, () =>
      apiError(429, 'RequestThrottled', 'Too many applications today.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const message =
      "You've reached your application limit for today. Check back tomorrow to continue applying.";
    expect(await screen.findAllByText(message)).toHaveLength(2); // the toast and the form
  });

  it("shows the server's reason when it refuses (e.g. while incarcerated)", async () => {
    const job = makeJob();
    const reason = 'You can apply once you are released.';
    const { user } = setup(job, () => apiError(400, 'InvalidRequest', reason));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findAllByText(reason)).toHaveLength(2);
  });

  it('shows Applied with the status for a job already applied to', async () => {
    setup(makeJob({ applicationStatus: 'interview' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Applied' })).toBeVisible();
    expect(screen.getByText('Interview')).toHaveClass('status-badge--interview');
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('says a malformed job link was not found, without asking the server', async () => {
    const api = signInAs(mockApi(), makeClientUser()).on('GET', '/api/v1/jobs', page([], 0));
    const { router } = renderApp('/client/jobs/not-a-job/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/jobs'));
    expect(
      await screen.findByText('This job was not found. Check the link, or browse the jobs below.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('This list could not be loaded.')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/v1/jobs/'))).toEqual([]);
  });

  it('shows the application timeline, and withdraws it after a confirmation', async () => {
    const application = {
      id: '0190a0a0-0000-7000-8000-0000000000ab',
      status: 'interview' as const,
      createdAt: '2026-03-02T15:00:00.000Z',
      interviewRequestedAt: '2026-03-04T15:00:00.000Z',
      closedAt: null,
      updatedAt: '2026-03-04T15:00:00.000Z',
    };
    const job = makeJob({ applicationStatus: 'interview' });
    const withdrawn = {
      ...application,
      jobId: job.id,
      status: 'withdrawn' as const,
      closedAt: '2026-03-05T15:00:00.000Z',
    };
    let current: Job = { ...job, application: { ...application, jobId: job.id } };
    const api = signInAs(mockApi(), makeClientUser())
      .on('GET', `/api/v1/jobs/${job.id}`, () => json(200, current))
      .on('POST', `/api/v1/applications/${application.id}/withdraw`, () => {
        current = { ...current, applicationStatus: 'withdrawn', application: withdrawn };
        return json(200, withdrawn);
      });
    const { user } = renderApp(`/client/jobs/${job.id}/`);

    const timeline = await screen.findByRole('list', { name: 'Where your application stands' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Applied Mar 2, 2026',
      'Interview requested Mar 4, 2026',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');

    await user.click(
      screen.getByRole('button', { name: 'Withdraw application: Warehouse Associate' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my application' }));
    expect(api.callsTo('POST', `/api/v1/applications/${application.id}/withdraw`)).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Withdraw application: Warehouse Associate' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Withdraw your application?' })).getByRole(
        'button',
        { name: 'Withdraw' },
      ),
    );
    expect(await screen.findByText('Your application was withdrawn.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/v1/applications/${application.id}/withdraw`)).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Where your application stands' }))
          .getAllByRole('listitem')
          .map((step) => step.textContent),
      ).toEqual([
        'Applied Mar 2, 2026',
        'Interview requested Mar 4, 2026',
        'Withdrawn Mar 5, 2026',
      ]),
    );
    expect(screen.queryByRole('button', { name: /Withdraw application/ })).not.toBeInTheDocument();
  });

  it('says why when the application can no longer be withdrawn (409)', async () => {
    const job = makeJob({ applicationStatus: 'applied' });
    const application = {
      id: '0190a0a0-0000-7000-8000-0000000000ac',
      jobId: job.id,
      status: 'applied' as const,
      createdAt: '2026-03-02T15:00:00.000Z',
      interviewRequestedAt: null,
      closedAt: null,
      updatedAt: '2026-03-02T15:00:00.000Z',
    };
    const reason = 'This application is Not a fit: it can no longer be withdrawn.';
    signInAs(mockApi(), makeClientUser())
      .on('GET', `/api/v1/jobs/${job.id}`, json(200, { ...job, application }))
      .on('POST', `/api/v1/applications/${application.id}/withdraw`, () =>
        apiError(409, 'ResourceConflict', reason),
      );
    const { user } = renderApp(`/client/jobs/${job.id}/`);
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw application: Warehouse Associate' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Withdraw your application?' })).getByRole(
        'button',
        { name: 'Withdraw' },
      ),
    );
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it('tells a client who is incarcerated when they can apply, with no form', async () => {
    const profile = makeClientProfile({
      justiceStatus: 'currentlyIncarcerated',
      facility: 'Other',
      expectedReleasedAt: '2099-01-01',
      releasedAt: 'notCompleted',
    });
    const job = makeJob({ questions: ['Why this job?'] });
    const api = signInAs(mockApi(), makeClientUser(profile)).on(
      'GET',
      `/api/v1/jobs/${job.id}`,
      json(200, job),
    );
    renderApp(`/client/jobs/${job.id}/`);
    expect(await screen.findByText('You can apply once you are released.')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Until then, you can browse jobs and get your profile ready.',
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.callsTo('POST', `/api/v1/jobs/${job.id}/applications`)).toHaveLength(0);
  });

  it('goes back to Current Opportunities when the job is gone', async () => {
    signInAs(mockApi(), makeClientUser()).on('GET', '/api/v1/jobs', page([], 0));
    const { router } = renderApp('/client/jobs/0190a0a0-0000-7000-8000-00000000ffff/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/jobs'));
    expect(await screen.findByText('This job is no longer available.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Current Opportunities' }),
    ).toBeVisible();
  });
});
