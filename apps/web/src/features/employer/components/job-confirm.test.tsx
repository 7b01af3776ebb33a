import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { renderApp } from '#web/test/render.tsx';
import { writeDraft } from '#web/features/employer/hooks/drafts.ts';
import {
  EMPLOYER_ID,
  employerUser,
  JOB_ID,
  makeJob,
  makeJobDraft,
} from '#web/features/employer/test/fixtures.ts';

const nextYear = new Date().getFullYear() + 1;

const draft = makeJobDraft({
  startYear: nextYear,
  numberOfOpenPositions: 2,
  // Left from choosing on-site first: a remote job drops them.
  address: '1 Main St',
  city: 'Milwaukee',
  state: 'WI',
  postalCode: '53202',
  offenseDrugs: ['possession'],
  offenseTheft: ['burglary'],
});

function setup() {
  writeDraft('job', employerUser.id, draft);
  return signInAs(mockApi(), employerUser).on('GET', `/api/v1/employers/${EMPLOYER_ID}`, () =>
    json(200, employerUser.employer),
  );
}

afterEach(() => sessionStorage.clear());

describe('the create-job confirm screen', () => {
  it('previews the job and posts it as the API expects', async () => {
    const api = setup().on('POST', '/api/v1/jobs', () => json(201, makeJob()));
    api.on('GET', `/api/v1/jobs/${JOB_ID}`, () => json(200, makeJob()));
    api.on('GET', `/api/v1/employers/${EMPLOYER_ID}/jobs/${JOB_ID}/applications`, () =>
      json(200, []),
    );
    const { user, router } = renderApp('/employer/create-job/confirm/');
    expect(
      await screen.findByText('$16 - $20 per hour', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Location' })).toBeNull();
    expect(screen.getByText('Possession')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/employer/jobs/${JOB_ID}/`));
    expect(await screen.findByText('Job posted!')).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/v1/jobs');
    expect(call?.body).toEqual({
      title: 'Line Cook',
      description: 'Cook good food.',
      department: 'Kitchen',
      startDate: `03.${nextYear}`,
      typeOfWork: 'remote',
      workingTime: 'partTime',
      numberOfOpenPositions: 2,
      location: null,
      offenses: ['possession', 'burglary'],
      responsibilities: ['Prep vegetables'],
      experience: 'mid',
      skills: ['hospitality'],
      skillsDescription: 'Knife skills.',
      salaryOptions: {
        salary: 'hourly',
        min: 16,
        max: 20,
        description: 'Weekly pay',
        bonuses: ['Free meals'],
      },
      questions: ['Can you work weekends?'],
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('opens the quota modal when the API declines the job (402)', async () => {
    setup().on('POST', '/api/v1/jobs', () =>
      apiError(402, 'PaymentDeclined', 'You have exceeded your free job quota!'),
    );
    const { user } = renderApp('/employer/create-job/confirm/');
    await user.click(await screen.findByRole('button', { name: 'Post Job' }, { timeout: 10_000 }));
    const modal = await screen.findByRole('dialog', {
      name: 'You have exceeded your free job quota!',
    });
    expect(within(modal).getByText(/contact our support team/)).toBeInTheDocument();
  });

  it("lists the API's field errors with a link to their step", async () => {
    setup().on('POST', '/api/v1/jobs', () =>
      apiError(400, 'InvalidRequest', 'Invalid request', [
        {
          path: 'salaryOptions.max',
          message: 'Max salary must be equal or larger than the first value of range',
        },
      ]),
    );
    const { user } = renderApp('/employer/create-job/confirm/');
    await user.click(await screen.findByRole('button', { name: 'Post Job' }, { timeout: 10_000 }));
    const problems = (await screen.findByText('Please fix these first')).parentElement!;
    expect(within(problems).getByRole('link', { name: 'Pay' })).toHaveAttribute(
      'href',
      '/employer/create-job?step=pay',
    );
  });
});
