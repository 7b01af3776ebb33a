import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientProfile } from '@fairchance/shared';
import { json, mockApi, signInAs, type ApiMock } from '#web/test/api-mock.ts';
import { makeClientProfile } from '#web/test/client-fixtures.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render.tsx';
import { next, step, type User } from './onboarding-test-steps.ts';

function setup() {
  const user = makeUser('client', { hasProfile: false });
  const api = signInAs(mockApi(), user);
  // The server answers the stored shape (after its save transform); the test reads the request.
  // From then on the user it answers has that profile, as the app reads the user again.
  let created: ClientProfile | undefined;
  api.on('POST', '/api/v1/clients', () => {
    created = makeClientProfile();
    return json(201, created);
  });
  api.on('GET', '/api/v1/user', () => json(200, created ? { ...user, client: created } : user));
  // No draft yet; each Next saves one (docs/decisions/025-onboarding-drafts.md).
  api.on('GET', '/api/v1/user/profile-draft', () => json(200, null));
  api.on('PUT', '/api/v1/user/profile-draft', (request) =>
    json(200, { ...(request.body as object), updatedAt: new Date().toISOString() }),
  );
  const result = renderApp('/client/create-profile');
  return { ...result, api };
}

async function chooseStatus(user: User, status: string) {
  await step('What is your current justice status?');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: status }));
  await next(user);
}

/** Phone, address, support, provider, strengths, skills and languages. */
async function contactAndAbout(user: User, atProvider?: (user: User) => Promise<void>) {
  await step('What is your phone number?');
  // Required in onboarding (docs/validation.md).
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '4145550100');
  expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('(414) 555-0100');
  await next(user);
  await step('Where do you live?');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Milwaukee');
  await next(user);
  await step('What support would help you right now?');
  await user.click(screen.getByRole('checkbox', { name: 'Housing' }));
  await next(user);
  await step('Are you working with a reentry service provider?');
  await atProvider?.(user);
  await next(user);
  await step('What are your personal strengths?');
  const strengths = ['Reliable', 'Punctual', 'Hard working', 'Creative', 'Problem solver'];
  for (const name of strengths.slice(0, 4)) {
    await user.click(screen.getByRole('checkbox', { name }));
  }
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Problem solver' }));
  // Exactly 5: the others are disabled (docs/validation.md).
  expect(screen.getByRole('checkbox', { name: 'Creative' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Writes well' })).toBeDisabled();
  await next(user);
  await step('What skills and trades do you have?');
  await user.click(screen.getByRole('checkbox', { name: 'Warehouse' }));
  await next(user);
  await step('Which languages do you speak?');
  await next(user);
}

/** Work experience to referred by, and Submit. */
async function historyAndSubmit(user: User) {
  await step('Work experience');
  await next(user);
  await step('Tell employers about yourself');
  await user.type(screen.getByRole('textbox', { name: 'Professional summary' }), 'Hard worker.');
  await next(user);
  await step('Education');
  await next(user);
  await step('Licenses and certifications');
  await next(user);
  await step('Diversity information');
  await next(user);
  await step('How did you hear about us?');
  await next(user, 'Submit');
}

function lastPost(api: ApiMock) {
  const posts = api.callsTo('POST', '/api/v1/clients');
  return posts[posts.length - 1]?.body as Record<string, unknown>;
}

describe('client onboarding wizard', () => {
  it('goes straight from languages to work experience for noOffense, then saves the profile', async () => {
    const { user, api, router } = setup();
    await chooseStatus(user, 'No offense');
    await contactAndAbout(user);
    await historyAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/client\/?$/));
    expect(await screen.findByText('Profile added!')).toBeInTheDocument();
    const body = lastPost(api);
    expect(body).toMatchObject({
      justiceStatus: 'noOffense',
      phone: '4145550100',
      city: 'Milwaukee',
      support: ['housing'],
      experience: ['warehouse'],
      personalSummary: 'Hard worker.',
    });
    expect(body.personalStrengths).toHaveLength(5);
  }, 30_000);

  it('lets a client name an organization registered here with Other, and keeps it across steps', async () => {
    const { user, api } = setup();
    const lakeshore = {
      id: '0190a0b0-0000-7000-8000-0000000000aa',
      name: 'Lakeshore Reentry Alliance',
      description: 'Case management and job coaching.',
      city: 'Milwaukee',
      state: 'WI',
      avatar: null,
      servicesArea: ['Milwaukee'],
      support: ['employment'],
    };
    const harbor = { ...lakeshore, id: '0190a0b0-0000-7000-8000-0000000000bb', name: 'Harbor Way' };
    api.on('GET', '/api/v1/rsp', (request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const all = [harbor, lakeshore];
      return json(200, {
        data: all.filter((o) => o.name.toLowerCase().includes(q.toLowerCase())),
      });
    });
    await chooseStatus(user, 'No offense');
    await contactAndAbout(user, async () => {
      expect(screen.queryByRole('searchbox', { name: /Find your organization/ })).toBeNull();
      await user.click(screen.getByRole('radio', { name: /^Other/ }));
      const search = await screen.findByRole('searchbox', { name: /Find your organization/ });
      const choices = () => screen.getByRole('radiogroup', { name: /Organizations on/ });
      expect(await within(choices()).findByRole('radio', { name: /Harbor Way/ })).toBeVisible();
      await user.type(search, 'lake');
      await waitFor(() =>
        expect(within(choices()).queryByRole('radio', { name: /Harbor Way/ })).toBeNull(),
      );
      expect(await screen.findByText('1 organization found.')).toBeInTheDocument();
      await user.click(within(choices()).getByRole('radio', { name: /Lakeshore Reentry/ }));
      await user.clear(search);
      await user.type(search, 'zzz');
      expect(await screen.findByText('No organization here matches “zzz”.')).toBeInTheDocument();
      // A new search does not lose the choice.
      expect(within(choices()).getByRole('radio', { name: /Lakeshore Reentry/ })).toBeChecked();
      await next(user);
      await step('What are your personal strengths?');
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await step('Are you working with a reentry service provider?');
      expect(
        await within(choices()).findByRole('radio', { name: /Lakeshore Reentry/ }),
      ).toBeChecked();
    });
    await historyAndSubmit(user);
    await waitFor(() => expect(lastPost(api)).toBeDefined());
    expect(lastPost(api)).toMatchObject({ reentryServiceProvider: 'other', rspId: lakeshore.id });
  }, 30_000);

  it('asks an incarcerated client for facility, a future release date and county, and skips released-at', async () => {
    const { user, api } = setup();
    await chooseStatus(user, 'Currently incarcerated');

    await step('Which facility are you in?');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Facility/ }),
      'Green Bay Correctional Institution',
    );
    await next(user);

    await step('When do you expect to be released?');
    const date = screen.getByLabelText(/Expected release date/);
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    fireEvent.blur(date);
    expect(await screen.findByText('Date must be in the future')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    await next(user);

    await step('Which county will you be released to?');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Release county' }), 'Dane');
    await next(user);

    await contactAndAbout(user);
    await step('Which offense categories apply to you?');
    await user.click(screen.getByRole('checkbox', { name: 'Robbery' }));
    await next(user, 'Save & Next');
    await step('How much time did you serve?');
    await user.click(screen.getByRole('radio', { name: '2 to 5 years' }));
    await next(user);
    // No released-at question while incarcerated.
    await step('Was your case state, federal or both?');
    await user.click(screen.getByRole('radio', { name: 'Federal' }));
    await next(user);
    await historyAndSubmit(user);

    await waitFor(() => expect(api.callsTo('POST', '/api/v1/clients')).toHaveLength(1));
    expect(await screen.findByText('Profile added!')).toBeInTheDocument();
    expect(lastPost(api)).toMatchObject({
      justiceStatus: 'currentlyIncarcerated',
      facility: 'Green Bay Correctional Institution',
      expectedReleasedAt: '2999-01-01',
      releasedCounty: 'Dane',
      offenseTheft: ['robbery'],
      timeServed: '2to5',
      stateOrFederal: 'federal',
    });
  }, 30_000);

  it('offers Select All and Clear All, asks registry and SBN after a sexual offense, and resets them when cleared', async () => {
    const { user, router } = setup();
    await chooseStatus(user, 'Parole');
    await contactAndAbout(user);

    await step('Which offense categories apply to you?');
    const saveAndNext = screen.getByRole('button', { name: 'Save & Next' });
    expect(saveAndNext).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    const boxes = () =>
      within(screen.getByRole('heading', { level: 2 }).closest('.profile-step')!).getAllByRole(
        'checkbox',
      );
    expect(boxes()).toHaveLength(24);
    expect(boxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText('24 categories selected')).toBeInTheDocument();
    await waitFor(() => expect(saveAndNext).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(boxes().some((box) => (box as HTMLInputElement).checked)).toBe(false);
    await waitFor(() => expect(saveAndNext).toBeDisabled());

    await user.click(screen.getByRole('checkbox', { name: 'Sexual assault' }));
    await next(user, 'Save & Next');
    await step('Are you on the sex offender registry?');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await next(user);
    await step('Have you received a Special Bulletin Notification (SBN)?');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await next(user);
    await step('How much time did you serve?');

    // The browser's back button steps back through the visited steps.
    await act(() => router.navigate(-1));
    await step('Have you received a Special Bulletin Notification (SBN)?');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await step('Are you on the sex offender registry?');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await step('Which offense categories apply to you?');

    // Clearing the sexual group answers the two questions 'no' again and skips them.
    await user.click(screen.getByRole('checkbox', { name: 'Sexual assault' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fraud' }));
    await next(user, 'Save & Next');
    await step('How much time did you serve?');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await step('Which offense categories apply to you?');
    await user.click(screen.getByRole('checkbox', { name: 'Pornography' }));
    await next(user, 'Save & Next');
    await step('Are you on the sex offender registry?');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  }, 30_000);

  it('sends a client who already has a profile to the dashboard', async () => {
    signInAs(mockApi(), makeUser('client'));
    const { router } = renderApp('/client/create-profile');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toMatch(/^\/client\/?$/);
  });
});
