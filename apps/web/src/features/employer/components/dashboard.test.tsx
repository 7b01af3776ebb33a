import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Employer } from '@fairchance/shared';
import { json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { renderApp } from '#web/test/render.tsx';
import { EMPLOYER_ID, employerUser, makeJob } from '#web/features/employer/test/fixtures.ts';

const JOBS_PATH = `/api/v1/employers/${EMPLOYER_ID}/jobs`;

function setup(overrides: Partial<Employer>, jobs = [makeJob()]) {
  const employer = { ...employerUser.employer!, availableUncloaksCount: 3, ...overrides };
  const user = { ...employerUser, employer };
  return signInAs(mockApi(), user)
    .on('GET', `/api/v1/employers/${EMPLOYER_ID}`, () => json(200, employer))
    .on('GET', JOBS_PATH, () => json(200, jobs, { 'x-total-count': String(jobs.length) }));
}

describe('the employer dashboard', () => {
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
