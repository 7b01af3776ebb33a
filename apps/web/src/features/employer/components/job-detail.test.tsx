import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus, type Job } from '@fairchance/shared';
import { json, mockApi, signInAs, type ApiMock } from '#web/test/api-mock.ts';
import { renderApp } from '#web/test/render.tsx';
import {
  EMPLOYER_ID,
  employerUser,
  JOB_ID,
  makeApplication,
  makeJob,
} from '#web/features/employer/test/fixtures.ts';

const JOB_PATH = `/api/v1/jobs/${JOB_ID}`;
const APPLICATIONS_PATH = `/api/v1/employers/${EMPLOYER_ID}/jobs/${JOB_ID}/applications`;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY - 60_000).toISOString();

function setup(job: Job, applications = [makeApplication()]): ApiMock {
  const api = signInAs(mockApi(), employerUser);
  let current = job;
  api
    .on('GET', JOB_PATH, () => json(200, current))
    .on('PATCH', JOB_PATH, (request) => {
      current = { ...current, ...(request.body as Partial<Job>) };
      return json(200, current);
    })
    .on('GET', APPLICATIONS_PATH, () =>
      json(200, applications, { 'x-total-count': String(applications.length) }),
    )
    .on('GET', `${APPLICATIONS_PATH}/counts`, () => json(200, countsOf(applications)));
  return api;
}

function countsOf(applications: { status: ApplicationStatus }[]) {
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const application of applications) byStatus[application.status] += 1;
  return { total: applications.length, byStatus };
}

describe('the job page', () => {
  it('shows the job, its applicants with badges and relative dates, and links to each', async () => {
    const hired = makeApplication({
      status: 'hired',
      client: { id: '0190a0a0-0000-7000-9000-00000000aaaa', firstName: 'Tanya', lastName: 'Brown' },
      createdAt: daysAgo(1),
    });
    const notAFit = makeApplication({ status: 'notAFit', createdAt: daysAgo(2) });
    const rejected = makeApplication({
      status: 'rejected',
      client: { id: '0190a0a0-0000-7000-9000-00000000bbbb', firstName: 'Lee', lastName: 'Park' },
      createdAt: daysAgo(5),
    });
    const applied = makeApplication({ createdAt: new Date().toISOString() });
    setup(makeJob({ applicationsCount: 2, applicationsTotal: 4 }), [
      applied,
      hired,
      notAFit,
      rejected,
    ]);
    renderApp(`/employer/jobs/${JOB_ID}/`);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Carpenter Apprentice' },
        // The first visit loads the employer area's chunk.
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('$18 - $22 per hour')).toBeInTheDocument();
    expect(screen.getByText('Full time')).toBeInTheDocument();
    expect(screen.getByText(/Milwaukee, Wisconsin 53202/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Job Posting' })).toHaveAttribute(
      'href',
      `/employer/edit-job/${JOB_ID}`,
    );
    expect(screen.getByRole('heading', { name: 'List of Candidates' })).toBeInTheDocument();
    expect(screen.getByText('2 applicants')).toBeInTheDocument();

    await screen.findByText(/Tanya Brown/);
    const rows = screen.getAllByRole('listitem');
    const candidateRows = rows.filter((row) => row.classList.contains('applicant-row'));
    expect(candidateRows).toHaveLength(4);
    const [first, second, third, fourth] = candidateRows;
    // Before an interview a row names the application by its number on the job, not the person.
    expect(first).toHaveTextContent(`Candidate ${applied.number}`);
    expect(first).not.toHaveTextContent('T****');
    expect(first).toHaveTextContent('Applied today');
    expect(within(first!).queryByText(/Hired|Rejected|Not a fit/)).toBeNull();
    expect(second).toHaveTextContent(`Tanya Brown (Candidate ${hired.number})`);
    expect(second).toHaveTextContent('Applied 1 day ago');
    expect(within(second!).getByText('Hired')).toHaveClass('badge--success');
    expect(third).toHaveTextContent('Applied 2d ago');
    expect(within(third!).getByText('Not a fit')).toBeInTheDocument();
    expect(fourth).toHaveTextContent('Applied 5 days ago');
    expect(within(fourth!).getByText('Rejected')).toHaveClass('badge--danger');
    // Each row leads to its application: the client's id would link their applications.
    expect(within(second!).getByRole('link')).toHaveAttribute(
      'href',
      `/employer/jobs/${JOB_ID}/applicant/${hired.id}`,
    );
    expect(within(first!).getByRole('link')).toHaveAttribute(
      'href',
      `/employer/jobs/${JOB_ID}/applicant/${applied.id}`,
    );
  });

  it('shows the whole posting, with the offense categories the job accepts', async () => {
    setup(
      makeJob({
        responsibilities: ['Measure twice', 'Cut once'],
        experience: 'mid',
        salaryOptions: {
          salary: 'hourly',
          min: 18,
          max: 22,
          description: 'Raises every year.',
          bonuses: ['Tool allowance'],
        },
        offenses: ['possession', 'burglary'],
        questions: ['Can you start Monday?'],
      }),
    );
    renderApp(`/employer/jobs/${JOB_ID}/`);
    const posting = await screen.findByRole('region', { name: 'Job posting' }, { timeout: 10_000 });
    const section = (name: string) => within(posting).getByRole('region', { name });
    expect(within(section('Job details')).getByText('Frame houses.')).toBeVisible();
    expect(within(section('Job details')).getByText('January 2030')).toBeVisible();
    expect(within(section('Job details')).getByText('Construction')).toBeVisible();
    expect(
      within(section('Responsibilities'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Measure twice', 'Cut once']);
    const skills = section('Skills and experience');
    expect(within(skills).getByText('Mid level')).toBeVisible();
    expect(within(skills).getByText('Carpentry')).toBeVisible();
    expect(within(skills).getByText('Able to lift 50 lb.')).toBeVisible();
    const pay = section('Pay');
    expect(within(pay).getByText('$18 - $22 per hour')).toBeVisible();
    expect(within(pay).getByText('Raises every year.')).toBeVisible();
    expect(within(pay).getByText('Tool allowance')).toBeVisible();
    expect(within(section('Questions')).getByText('Can you start Monday?')).toBeVisible();
    const offenses = section('Offense categories this job accepts');
    expect(within(offenses).getByText('Possession')).toBeVisible();
    expect(within(offenses).getByText('Burglary')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Job Posting' })).toHaveAttribute(
      'href',
      `/employer/edit-job/${JOB_ID}`,
    );
  });

  it('says 1 applicant in the singular', async () => {
    setup(makeJob({ applicationsCount: 1, applicationsTotal: 1 }));
    renderApp(`/employer/jobs/${JOB_ID}/`);
    expect(await screen.findByText('1 applicant')).toBeInTheDocument();
  });

  it("says 'No applicants' when nobody applied", async () => {
    setup(makeJob({ applicationsCount: 0, applicationsTotal: 0 }), []);
    renderApp(`/employer/jobs/${JOB_ID}/`);
    expect(await screen.findByText('No applicants')).toBeInTheDocument();
    expect(screen.getByText('0 applicants')).toBeInTheDocument();
  });

  it('loads more applicants while fewer than the total are loaded', async () => {
    const firstPage = Array.from({ length: 20 }, () => makeApplication());
    const secondPage = [makeApplication({ number: 99 })];
    const api = signInAs(mockApi(), employerUser);
    api
      .on('GET', JOB_PATH, () =>
        json(200, makeJob({ applicationsCount: 21, applicationsTotal: 21 })),
      )
      .on('GET', APPLICATIONS_PATH, (request) =>
        json(200, request.url.searchParams.get('before') ? secondPage : firstPage, {
          'x-total-count': '21',
        }),
      );
    const { user } = renderApp(`/employer/jobs/${JOB_ID}/`);
    await screen.findByText('21 applicants');
    await user.click(await screen.findByRole('button', { name: 'Load more candidates' }));
    expect(await screen.findByText('Candidate 99')).toBeInTheDocument();
    const calls = api.callsTo('GET', APPLICATIONS_PATH);
    expect(calls.at(-1)?.url.searchParams.get('before')).toBe(firstPage.at(-1)?.cursor);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more candidates' })).toBeNull(),
    );
  });

  it('toggles the job between active and paused with a patch of the status', async () => {
    const api = setup(makeJob());
    const { user } = renderApp(`/employer/jobs/${JOB_ID}/`);
    const toggle = await screen.findByRole('switch', { name: 'Accepting applications' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle.closest('.status-switch')).toHaveClass('status-switch--active');

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(toggle.closest('.status-switch')).toHaveClass('status-switch--paused');
    expect(api.callsTo('PATCH', JOB_PATH).map((call) => call.body)).toEqual([{ status: 'paused' }]);
    await waitFor(() => expect(toggle).toBeEnabled());

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(api.callsTo('PATCH', JOB_PATH).at(-1)?.body).toEqual({ status: 'active' });
  });

  it('puts the toggle back and says so when the change fails', async () => {
    const api = setup(makeJob());
    api.on('PATCH', JOB_PATH, () => json(500, { code: 'InternalError', message: 'boom' }));
    const { user } = renderApp(`/employer/jobs/${JOB_ID}/`);
    const toggle = await screen.findByRole('switch', { name: 'Accepting applications' });
    await user.click(toggle);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it(
    'asks what changed when the window gets focus back, and shows a new applicant',
    { timeout: 20_000 },
    async () => {
      const first = makeApplication({ updatedAt: '2025-02-01T10:00:00.000Z' });
      let list = [first];
      let updates: ReturnType<typeof makeApplication>[] = [];
      const api = signInAs(mockApi(), employerUser);
      api
        .on('GET', JOB_PATH, () =>
          json(200, makeJob({ applicationsCount: 1, applicationsTotal: 1 })),
        )
        .on('GET', APPLICATIONS_PATH, (request) =>
          json(200, request.url.searchParams.get('since') ? updates : list),
        );
      renderApp(`/employer/jobs/${JOB_ID}/`);
      await screen.findByText(`Candidate ${first.number}`, {}, { timeout: 10_000 });

      const newcomer = makeApplication({ updatedAt: '2025-02-05T10:00:00.000Z' });
      updates = [newcomer];
      list = [newcomer, first];
      try {
        await act(async () => {
          focusManager.setFocused(false);
          focusManager.setFocused(true);
          await Promise.resolve();
        });
        expect(await screen.findByText(`Candidate ${newcomer.number}`)).toBeInTheDocument();
      } finally {
        focusManager.setFocused(undefined);
      }
      const sinceCall = api
        .callsTo('GET', APPLICATIONS_PATH)
        .find((call) => call.url.searchParams.has('since'));
      expect(sinceCall?.url.searchParams.get('since')).toBe('2025-02-01T10:00:00.000Z');
    },
  );

  it('on opening again, asks only what changed since, and reloads the list when something did', async () => {
    const first = makeApplication({ updatedAt: '2025-02-01T10:00:00.000Z' });
    const second = makeApplication({ updatedAt: '2025-02-02T10:00:00.000Z' });
    let list = [first, second];
    let updates: ReturnType<typeof makeApplication>[] = [];
    const api = signInAs(mockApi(), employerUser);
    api
      .on('GET', JOB_PATH, () => json(200, makeJob({ applicationsCount: 2, applicationsTotal: 2 })))
      .on('GET', APPLICATIONS_PATH, (request) =>
        json(200, request.url.searchParams.get('since') ? updates : list),
      );
    const { router } = renderApp(`/employer/jobs/${JOB_ID}/`);
    await screen.findByText('2 applicants', {}, { timeout: 10_000 });
    await screen.findAllByText(/^Candidate \d+$/);
    const listCalls = () =>
      api.callsTo('GET', APPLICATIONS_PATH).filter((call) => !call.url.searchParams.has('since'));
    expect(listCalls()).toHaveLength(1);

    // Nothing changed: one small call, the cached list stays.
    updates = [second];
    await act(() => router.navigate('/employer/account-settings'));
    await act(() => router.navigate(`/employer/jobs/${JOB_ID}/`));
    await waitFor(() =>
      expect(
        api.callsTo('GET', APPLICATIONS_PATH).filter((call) => call.url.searchParams.has('since')),
      ).toHaveLength(1),
    );
    const sinceCall = api
      .callsTo('GET', APPLICATIONS_PATH)
      .find((call) => call.url.searchParams.has('since'));
    expect(sinceCall?.url.searchParams.get('since')).toBe('2025-02-02T10:00:00.000Z');
    expect(listCalls()).toHaveLength(1);

    // Someone was marked as not a fit elsewhere: the list is fetched again.
    const changed = {
      ...second,
      status: 'notAFit' as const,
      updatedAt: '2025-02-03T10:00:00.000Z',
    };
    updates = [changed];
    list = [first, changed];
    await act(() => router.navigate('/employer/account-settings'));
    await act(() => router.navigate(`/employer/jobs/${JOB_ID}/`));
    expect(await screen.findByText('Not a fit')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
  });

  it('says a malformed job link is not found, without asking the server', async () => {
    const api = signInAs(mockApi(), employerUser);
    renderApp('/employer/jobs/not-a-job/');
    expect(
      await screen.findByRole('heading', { name: 'Job not found' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.path.startsWith('/api/v1/jobs/'))).toEqual([]);
  });
});

describe('the list of candidates', () => {
  it('shows what a row may tell, filters by status with counts, orders by match and looks for a trade', async () => {
    const applied = makeApplication({
      highlights: {
        experience: ['carpentry', 'construction'],
        matchingTrades: 1,
        yearsOfExperience: 6,
        license: ['OSHA 10'],
      },
      answers: [
        {
          question: 'Can you start Monday?',
          answer: 'Yes, and I can also work Saturdays when the schedule needs it, every week.',
        },
      ],
    });
    const interview = makeApplication({
      status: 'interview',
      client: { id: '0190a0a0-0000-7000-9000-00000000dddd', firstName: 'Ana', lastName: 'Ruiz' },
    });
    const api = setup(makeJob(), [interview, applied]);
    const { user } = renderApp(`/employer/jobs/${JOB_ID}/`);
    const row = (
      await screen.findByText(`Candidate ${applied.number}`, {}, { timeout: 10_000 })
    ).closest('li')!;
    expect(row).toHaveTextContent('Carpentry, Construction');
    expect(row).toHaveTextContent('6 years of work');
    expect(row).toHaveTextContent('Licences: OSHA 10');
    expect(row).toHaveTextContent(
      '“Yes, and I can also work Saturdays when the schedule needs it,…”',
    );

    const filters = screen.getByRole('group', { name: 'Filter by status' });
    await within(filters).findByRole('button', { name: 'All (2)' });
    const interviewTab = within(filters).getByRole('button', { name: 'Interview (1)' });
    await user.click(interviewTab);
    expect(interviewTab).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(api.callsTo('GET', APPLICATIONS_PATH).at(-1)?.url.searchParams.get('status')).toBe(
        'interview',
      ),
    );
    await user.selectOptions(screen.getByLabelText('Order'), 'match');
    await user.selectOptions(screen.getByLabelText('Trade'), 'carpentry');
    await waitFor(() => {
      const query = api.callsTo('GET', APPLICATIONS_PATH).at(-1)!.url.searchParams;
      expect([query.get('status'), query.get('sort'), query.get('trade')]).toEqual([
        'interview',
        'match',
        'carpentry',
      ]);
    });
    expect(
      api.callsTo('GET', `${APPLICATIONS_PATH}/counts`).at(-1)?.url.searchParams.get('trade'),
    ).toBe('carpentry');
    // The rows lead to the candidate with the list's filter, for next and previous.
    const link = (await screen.findByText(`Ana Ruiz (Candidate ${interview.number})`)).closest(
      'a',
    )!;
    expect(link.getAttribute('href')).toBe(
      `/employer/jobs/${JOB_ID}/applicant/${interview.id}?status=interview&trade=carpentry&sort=match`,
    );
  }, 20_000);
});
