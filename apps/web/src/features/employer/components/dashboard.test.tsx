import { act, screen, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Employer, Job } from '@fairchance/shared';
import { apiError, json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { writeDraft } from '#web/features/employer/hooks/drafts.ts';
import { renderApp } from '#web/test/render.tsx';
import {
  EMPLOYER_ID,
  employerUser,
  makeJob,
  makeJobDraft,
} from '#web/features/employer/test/fixtures.ts';

const JOBS_PATH = `/api/v1/employers/${EMPLOYER_ID}/jobs`;

function setup(overrides: Partial<Employer>, jobs = [makeJob()]) {
  const employer = { ...employerUser.employer!, availableUncloaksCount: 3, ...overrides };
  const user = { ...employerUser, employer };
  return signInAs(mockApi(), user)
    .on('GET', `/api/v1/employers/${EMPLOYER_ID}`, () => json(200, employer))
    .on('GET', JOBS_PATH, () => json(200, jobs, { 'x-total-count': String(jobs.length) }));
}

/** The employer and jobs the server holds, changed by a test as another tab would. */
function liveSetup(initial: Partial<Employer>, initialJobs: Job[]) {
  const server = {
    employer: { ...employerUser.employer!, availableUncloaksCount: 3, ...initial },
    jobs: initialJobs,
  };
  const api = signInAs(mockApi(), { ...employerUser, employer: server.employer })
    .on('GET', `/api/v1/employers/${EMPLOYER_ID}`, () => json(200, server.employer))
    .on('GET', JOBS_PATH, () =>
      json(200, server.jobs, { 'x-total-count': String(server.jobs.length) }),
    );
  return { api, server };
}

/** The window loses focus, then gets it back (the person went to another tab and returns). */
async function refocus() {
  await act(async () => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await Promise.resolve();
  });
}

afterEach(() => {
  focusManager.setFocused(undefined);
  sessionStorage.clear();
});

describe('the employer dashboard', () => {
  it('asks again when the window gets focus back: a job posted in another tab shows, with its quota', async () => {
    const { server } = liveSetup({ availableJobsCount: 2 }, [makeJob()]);
    renderApp('/employer');
    await screen.findByRole('link', { name: 'Carpenter Apprentice' }, { timeout: 10_000 });
    expect(screen.getByRole('list', { name: 'What your plan has left' })).toHaveTextContent(
      '2 job posts left',
    );

    // Within the 30 s the cache counts as fresh, another tab posts a job.
    server.employer = { ...server.employer, availableJobsCount: 1 };
    server.jobs = [
      makeJob({ id: '0190a0a0-0000-7000-8000-0000000000a9', title: 'Dishwasher' }),
      ...server.jobs,
    ];
    await refocus();

    expect(await screen.findByRole('link', { name: 'Dishwasher' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What your plan has left' })).toHaveTextContent(
      '1 job post left',
    );
  });

  it('after a refused post (402) says no job post is left, and Post a job opens the quota modal', async () => {
    const { api, server } = liveSetup({ availableJobsCount: 1 }, [makeJob()]);
    writeDraft('job', employerUser.id, makeJobDraft());
    api.on('POST', '/api/v1/jobs', () => {
      // Another tab used the last free post meanwhile.
      server.employer = { ...server.employer, availableJobsCount: 0 };
      return apiError(402, 'PaymentDeclined', 'You have exceeded your free job quota!');
    });
    const { user, router } = renderApp('/employer');
    await screen.findByRole('link', { name: 'Carpenter Apprentice' }, { timeout: 10_000 });
    expect(screen.getByRole('list', { name: 'What your plan has left' })).toHaveTextContent(
      '1 job post left',
    );

    await act(() => router.navigate('/employer/create-job/confirm/'));
    await user.click(await screen.findByRole('button', { name: 'Post Job' }, { timeout: 10_000 }));
    await screen.findByRole('dialog', { name: 'You have exceeded your free job quota!' });
    await user.keyboard('{Escape}');

    await act(() => router.navigate('/employer'));
    const quota = await screen.findByRole('list', { name: 'What your plan has left' });
    await screen.findByText('job posts left');
    expect(quota).toHaveTextContent('0 job posts left');
    await user.click(screen.getAllByRole('button', { name: 'Post a job' })[0]!);
    expect(
      await screen.findByRole('dialog', { name: 'You have exceeded your free job quota!' }),
    ).toBeInTheDocument();
  }, 20_000);

  it('opens the quota modal on Post a Job from the navigation when no free job post is left', async () => {
    setup({ availableJobsCount: 0 });
    renderApp('/employer/create-job');
    const modal = await screen.findByRole(
      'dialog',
      { name: 'You have exceeded your free job quota!' },
      { timeout: 10_000 },
    );
    expect(within(modal).getByRole('link', { name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('lists the jobs with their status, applicant count and date', async () => {
    setup({ availableJobsCount: 2 }, [
      makeJob({ applicationsCount: 1 }),
      makeJob({
        id: '0190a0a0-0000-7000-8000-0000000000a2',
        title: 'Dishwasher',
        status: 'paused',
        applicationsCount: 3,
      }),
    ]);
    renderApp('/employer');
    const link = await screen.findByRole(
      'link',
      { name: 'Carpenter Apprentice' },
      { timeout: 10_000 },
    );
    const card = link.closest('li')!;
    expect(within(card).getByText('Active')).toHaveClass('badge--success');
    expect(within(card).getByText('1 applicant')).toBeInTheDocument();
    expect(within(card).getByText('Jan 1, 2025')).toBeInTheDocument();
    const paused = screen.getByRole('link', { name: 'Dishwasher' }).closest('li')!;
    expect(within(paused).getByText('Paused')).toHaveClass('badge--danger');
    expect(within(paused).getByText('3 applicants')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/employer/create-job',
    );
    expect(screen.getByText('job posts left')).toBeInTheDocument();
  });

  it('opens the quota modal from Post a job when no free job post is left', async () => {
    setup({ availableJobsCount: 0 });
    const { user } = renderApp('/employer');
    await screen.findByRole('link', { name: 'Carpenter Apprentice' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Post a job' }));
    const modal = await screen.findByRole('dialog', {
      name: 'You have exceeded your free job quota!',
    });
    expect(within(modal).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@fairchance\.example\?subject=/),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('invites a first job when there is none', async () => {
    setup({ availableJobsCount: 3 }, []);
    renderApp('/employer');
    expect(
      await screen.findByRole('heading', { name: 'No jobs yet' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
