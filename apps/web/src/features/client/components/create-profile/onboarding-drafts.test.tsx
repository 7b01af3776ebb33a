/**
 * Onboarding never loses work (docs/decisions/025-onboarding-drafts.md): each Next saves a draft,
 * opening the wizard resumes from it, "Step n of N" follows the branches, leaving with unsaved
 * input asks first, and the pipeline thanks wait for the profile to be saved.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileDraft } from '@fairchance/shared';
import {
  apiError,
  json,
  mockApi,
  signInAs,
  type ApiMock,
  type MockHandler,
} from '#web/test/api-mock.ts';
import { makeClientProfile } from '#web/test/client-fixtures.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render.tsx';
import { next, step } from './onboarding-test-steps.ts';

const STRENGTHS = ['reliable', 'punctual', 'hardWorking', 'creative', 'problemSolver'];

/** The API saving a draft: it answers the answers as JSON text, as it stores them. */
const saveDraft: MockHandler = (request) => {
  const body = request.body as { step: string; answers: object };
  return json(200, {
    step: body.step,
    answers: JSON.stringify(body.answers),
    updatedAt: new Date().toISOString(),
  });
};

/** A stored draft, with its answers as the form holds them (the API sends them as JSON text). */
function setup(draft: { step: ProfileDraft['step']; answers: object } | null = null) {
  const api = signInAs(mockApi(), makeUser('client', { hasProfile: false }));
  api.on('POST', '/api/v1/clients', () => json(201, makeClientProfile()));
  api.on('GET', '/api/v1/user/profile-draft', () =>
    json(
      200,
      draft && {
        step: draft.step,
        answers: JSON.stringify(draft.answers),
        updatedAt: '2026-11-24T10:00:00.000Z',
      },
    ),
  );
  api.on('PUT', '/api/v1/user/profile-draft', saveDraft);
  return { ...renderApp('/client/create-profile'), api };
}

const saves = (api: ApiMock) =>
  api.callsTo('PUT', '/api/v1/user/profile-draft').map((call) => call.body as ProfileDraft);

describe('onboarding drafts', () => {
  it('saves the draft on each Next, with the step it goes to and the answers so far', async () => {
    const { user, api } = setup();
    await step('What is your current justice status?');
    await user.click(screen.getByRole('radio', { name: 'Parole' }));
    await next(user);
    await step('What is your phone number?');
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]).toEqual({
      step: 'phone',
      answers: expect.objectContaining({ justiceStatus: 'parole' }) as object,
    });

    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '4145550100');
    await next(user);
    await step('Where do you live?');
    await waitFor(() => expect(saves(api)).toHaveLength(2));
    expect(saves(api)[1]).toMatchObject({
      step: 'address',
      answers: { justiceStatus: 'parole', phone: '4145550100' },
    });
  }, 30_000);

  it('resumes at the draft step with the earlier answers, and Back goes through them', async () => {
    const { user } = setup({
      step: 'skills',
      answers: {
        justiceStatus: 'parole',
        phone: '4145550100',
        city: 'Milwaukee',
        support: ['housing'],
        personalStrengths: STRENGTHS,
      },
    });
    await step('What skills and trades do you have?');
    // Parole: the offense steps count too.
    expect(screen.getByText('Step 7 of 18')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await step('What are your personal strengths?');
    expect(screen.getByRole('checkbox', { name: 'Creative' })).toBeChecked();
    expect(screen.getByText('Step 6 of 18')).toBeInTheDocument();
    for (let i = 0; i < 3; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Back' }));
    }
    await step('Where do you live?');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Milwaukee');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await step('What is your phone number?');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('(414) 555-0100');
  }, 30_000);

  it('never resumes past a step whose answer is missing', async () => {
    setup({ step: 'skills', answers: { justiceStatus: 'noOffense', city: 'Racine' } });
    // No phone yet (required in onboarding): asked again.
    await step('What is your phone number?');
    expect(screen.getByText('Step 2 of 14')).toBeInTheDocument();
  });

  it('counts the steps the answers lead through', async () => {
    const { user } = setup();
    await step('What is your current justice status?');
    await user.click(screen.getByRole('radio', { name: 'No offense' }));
    expect(screen.getByText('Step 1 of 14')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Currently incarcerated' }));
    // Facility, release date and county; no released-at.
    expect(screen.getByText('Step 1 of 20')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Parole' }));
    expect(screen.getByText('Step 1 of 18')).toBeInTheDocument();
  });

  it('tells the person when a save fails, and goes on', async () => {
    const { user, api } = setup();
    api.on('PUT', '/api/v1/user/profile-draft', () =>
      apiError(400, 'InvalidRequest', 'Some of the information is not valid.'),
    );
    await step('What is your current justice status?');
    await user.click(screen.getByRole('radio', { name: 'No offense' }));
    await next(user);
    await step('What is your phone number?');
    expect(await screen.findByText(/Your answers could not be saved just now/)).toBeInTheDocument();
    api.on('PUT', '/api/v1/user/profile-draft', saveDraft);
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '4145550100');
    await next(user);
    await step('Where do you live?');
    await waitFor(() =>
      expect(screen.queryByText(/Your answers could not be saved just now/)).toBeNull(),
    );
  }, 30_000);

  it('asks before a link leads away from unsaved answers', async () => {
    const { user, router } = setup();
    await step('What is your current justice status?');
    await user.click(screen.getByRole('radio', { name: 'Parole' }));
    await user.click(screen.getByRole('link', { name: /home/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your latest answers are not saved yet.');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/client/create-profile');
    expect(screen.getByRole('radio', { name: 'Parole' })).toBeChecked();

    // Saved by Next: nothing to lose, nothing asked.
    await next(user);
    await step('What is your phone number?');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);

  it('thanks for a pipeline request only once the profile is saved', async () => {
    const { user, api } = setup({
      step: 'pipeline',
      answers: {
        justiceStatus: 'noOffense',
        phone: '4145550100',
        reentryServiceProvider: 'reentryPipeline',
      },
    });
    api.on('POST', '/api/v1/clients', () => apiError(500, 'InternalError', 'Something went wrong'));
    await step('Choose a reentry service provider');
    await user.click(screen.getByRole('radio', { name: /Employ Milwaukee/ }));
    await next(user);
    await step('What are your personal strengths?');
    expect(screen.queryByText(/Thank you for submitting/)).toBeNull();
    for (const name of ['Reliable', 'Punctual', 'Hard working', 'Creative', 'Problem solver']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await next(user);
    await step('What skills and trades do you have?');
    await next(user);
    await step('Which languages do you speak?');
    await next(user);
    for (const name of [
      'Work experience',
      'Tell employers about yourself',
      'Education',
      'Licenses and certifications',
      'Diversity information',
    ]) {
      await step(name);
      await next(user);
    }
    await step('How did you hear about us?');
    await next(user, 'Submit');
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/clients')).toHaveLength(1));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByText(/Thank you for submitting/)).toBeNull();

    api.on('POST', '/api/v1/clients', () => json(201, makeClientProfile()));
    await next(user, 'Submit');
    expect(
      await screen.findByText('Profile added! Thank you for submitting the information to us.'),
    ).toBeInTheDocument();
  }, 30_000);

  it('says so when the draft cannot be loaded, and tries again', async () => {
    const api = signInAs(mockApi(), makeUser('client', { hasProfile: false }));
    let isDown = true;
    api.on('GET', '/api/v1/user/profile-draft', () =>
      isDown ? apiError(403, 'Forbidden', 'You do not have access to this.') : json(200, null),
    );
    const { user } = renderApp('/client/create-profile');
    expect(
      await screen.findByText('Your saved answers could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await step('What is your current justice status?');
  });
});
