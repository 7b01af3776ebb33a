import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientProfile } from '@fairchance/shared';
import { json } from '#web/test/api-mock.ts';
import { makeClientProfile, signInAsClient } from '#web/test/client-fixtures.ts';
import { renderApp } from '#web/test/render.tsx';

function setup(slug: string, profile: ClientProfile = makeClientProfile()) {
  const api = signInAsClient(profile).on('PATCH', `/api/v1/clients/${profile.id}`, (request) =>
    json(200, { ...profile, ...(request.body as object), updatedAt: '2030-01-01T00:00:00.000Z' }),
  );
  const result = renderApp(`/client/edit-profile/${slug}`);
  return { ...result, api, profile };
}

const patches = (api: ReturnType<typeof setup>['api'], id: string) =>
  api.callsTo('PATCH', `/api/v1/clients/${id}`);

describe('edit profile sections', () => {
  it('enables Save once the section is changed and valid, sends only the change, then goes back', async () => {
    const { user, api, profile, router } = setup('professionalSummary');
    const summary = await screen.findByRole(
      'textbox',
      { name: 'Professional summary' },
      { timeout: 5000 },
    );
    expect(summary).toHaveValue('Forklift certified, ready to work.');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(summary, ' Night shifts are fine.');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/profile/'));
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(patches(api, profile.id)[0]?.body).toEqual({
      personalSummary: 'Forklift certified, ready to work. Night shifts are fine.',
    });
  });

  it('keeps Save disabled while the section is invalid', async () => {
    const { user } = setup('personalStrengths');
    const reliable = await screen.findByRole('checkbox', { name: 'Reliable' }, { timeout: 5000 });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(reliable);
    // Four strengths: changed, but not valid (exactly 5).
    await waitFor(() => expect(save).toBeDisabled());
    await user.click(screen.getByRole('checkbox', { name: 'Writes well' }));
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('edits the offense history: registry and SBN follow the sexual group', async () => {
    const { user, api, profile } = setup('offenseHistory');
    await screen.findByRole('heading', { level: 2, name: 'Offense categories' }, { timeout: 5000 });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(screen.queryByRole('radiogroup', { name: /sex offender registry/ })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Statutory rape' }));
    const registry = screen.getByRole('radiogroup', { name: /sex offender registry/ });
    await user.click(within(registry).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('radiogroup', { name: /SBN/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Statutory rape' }));
    expect(screen.queryByRole('radiogroup', { name: /sex offender registry/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(save).toBeDisabled());
    await user.click(screen.getByRole('checkbox', { name: 'Burglary' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await screen.findByText('Profile updated!');
    // Only what changed: the two groups touched (the registry went back to its stored 'no').
    expect(patches(api, profile.id)[0]?.body).toEqual({
      offenseDrugs: [],
      offenseTheft: ['burglary'],
    });
  });

  it('removes an entry of a list section', async () => {
    const { user, api, profile } = setup('employmentHistory');
    await user.click(
      await screen.findByRole('button', { name: 'Remove Forklift Operator' }, { timeout: 5000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated!');
    expect(patches(api, profile.id)[0]?.body).toEqual({ relativeExperience: [] });
  });

  it('changes the home address, checks the ZIP code, and goes back to account settings', async () => {
    const { user, api, profile, router } = setup('address');
    const street = await screen.findByRole(
      'textbox',
      { name: 'Street address' },
      { timeout: 5000 },
    );
    expect(street).toHaveValue('12 Lake St');
    expect(screen.getByRole('link', { name: 'Back to Account Settings' })).toBeInTheDocument();
    await user.clear(street);
    await user.type(street, '900 N Water St');
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.clear(zip);
    await user.type(zip, '53x');
    await user.tab();
    expect(await screen.findByText('This field is invalid.')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(zip);
    await user.type(zip, '53204');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/account-settings'));
    expect(patches(api, profile.id)[0]?.body).toEqual({
      address: '900 N Water St',
      postalCode: '53204',
    });
  });

  it('asks for the county with a Wisconsin address only, and clears it for another state', async () => {
    const { user, api, profile } = setup('address', makeClientProfile({ county: 'Milwaukee' }));
    const county = await screen.findByRole('combobox', { name: 'County' }, { timeout: 5000 });
    expect(county).toHaveValue('Milwaukee');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'IL');
    expect(screen.queryByRole('combobox', { name: 'County' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated!');
    expect(patches(api, profile.id)[0]?.body).toEqual({ state: 'IL', county: null });
  });

  it('changes the diversity answers, sending the whole group', async () => {
    const { user, api, profile } = setup('diversity');
    const age = await screen.findByRole('combobox', { name: 'Age' }, { timeout: 5000 });
    await user.selectOptions(age, '25-34');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated!');
    expect(patches(api, profile.id)[0]?.body).toEqual({
      diversity: expect.objectContaining({ age: '25-34' }) as unknown,
    });
  });

  it('chooses a provider after skipping the step: the pipeline request asks which one', async () => {
    const { user, api, profile, router } = setup('provider', {
      ...makeClientProfile(),
      reentryServiceProvider: null,
      reentryPipeline: null,
    });
    const providers = await screen.findByRole(
      'radiogroup',
      { name: /Reentry service provider/ },
      { timeout: 5000 },
    );
    expect(
      within(providers).getByRole('radio', { name: 'Not working with a provider right now' }),
    ).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(within(providers).getByRole('radio', { name: /I need a reentry pipeline/ }));
    const pipeline = screen.getByRole('radiogroup', { name: /^Provider/ });
    // The pipeline request needs its pick before it can be saved.
    await waitFor(() => expect(save).toBeDisabled());
    await user.click(within(pipeline).getByRole('radio', { name: /Employ Milwaukee/ }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/profile/'));
    expect(patches(api, profile.id)[0]?.body).toEqual({
      reentryServiceProvider: 'reentryPipeline',
      reentryPipeline: 'employMilwaukee',
    });
  });

  it('changes the provider to an organization found by name', async () => {
    const organization = {
      id: '0190a0a0-0000-7000-8000-0000000000cc',
      name: 'Northside Reentry',
      description: 'Job coaching.',
      city: 'Milwaukee',
      state: 'WI',
      avatar: null,
      servicesArea: ['Milwaukee'],
      support: ['employment'],
    };
    const { user, api, profile } = setup('provider');
    api.on('GET', '/api/v1/rsp', json(200, { data: [organization] }));
    const providers = await screen.findByRole(
      'radiogroup',
      { name: /Reentry service provider/ },
      { timeout: 5000 },
    );
    expect(within(providers).getByRole('radio', { name: /My Way Out/ })).toBeChecked();
    await user.click(within(providers).getByRole('radio', { name: /^Other/ }));
    await user.type(screen.getByRole('searchbox', { name: /Find your organization/ }), 'North');
    await user.click(await screen.findByRole('radio', { name: /Northside Reentry/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(patches(api, profile.id)[0]?.body).toEqual({
      reentryServiceProvider: 'other',
      rspId: organization.id,
    });
  });
});
