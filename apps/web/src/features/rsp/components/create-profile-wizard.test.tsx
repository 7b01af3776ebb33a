import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CALL_MESSAGES, OFFENSES, offenseGroupsFromList } from '@fairchance/shared';
import { json, mockApi } from '#web/test/api-mock.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { CreateProfileWizard, type OnboardingValues } from './create-profile-wizard.tsx';

const CLAIM = CALL_MESSAGES.organizationClaimable;

const owner = makeUser('rsp', { hasProfile: false, role: 'owner' });
const member = makeUser('rsp', { hasProfile: false, role: 'member' });
const organization = makeUser('rsp').rspAccount!.rsp!;

/** Everything an owner has typed before the last step (the offenses). */
const typedSoFar: OnboardingValues = {
  person: { phone: '(414) 555-0100', avatar: null, position: 'hrDirector' },
  organization: {
    name: 'Northside Works',
    description: 'Jobs and housing help.',
    address: '1 Main St',
    city: 'Milwaukee',
    state: 'WI',
    postalCode: '53202',
    phone: '',
    email: 'hello@northside.example',
    servicesArea: ['Milwaukee'],
    support: ['housing'],
    justiceStatus: ['parole'],
    ...offenseGroupsFromList([]),
  },
};

/** What an owner has typed once a choice stands in each of the seven offense categories. */
const typedWithOffenses: OnboardingValues = {
  ...typedSoFar,
  organization: {
    ...typedSoFar.organization,
    ...offenseGroupsFromList([
      'possession',
      'arson',
      'pornography',
      'robbery',
      'battery',
      'fraud',
      'hitAndRun',
    ]),
  },
};

afterEach(() => sessionStorage.clear());

/** Keeps what the owner typed as the wizard does between steps. */
const storeTyped = (values: OnboardingValues) =>
  sessionStorage.setItem(`fairchance.rsp-onboarding.${owner.id}`, JSON.stringify(values));

/** The owner's wizard, opened on `step` (the first one when none). */
const renderOwnerWizard = (step?: string) =>
  renderWithRouter(<CreateProfileWizard user={owner} />, {
    url: step ? `/rsp/create-profile?step=${step}` : '/rsp/create-profile',
  });

const saveAndNext = () => screen.getByRole('button', { name: 'Save & Next' });

describe('CreateProfileWizard (owner)', () => {
  it('needs a choice in each of the 7 offense categories, then creates the organization', async () => {
    storeTyped(typedSoFar);
    const api = mockApi().on('POST', '/api/v1/rsp', json(201, organization));
    const { user, router } = renderOwnerWizard('offenses');
    await screen.findByRole('heading', { name: 'Allowed offenses' });
    expect(screen.getByText('Step 11 of 11')).toBeInTheDocument();
    expect(saveAndNext()).toBeDisabled();

    // Choosing and clearing a category says what is missing.
    const drugs = screen.getByRole('group', { name: /Drugs/ });
    await user.click(within(drugs).getByRole('checkbox', { name: 'Possession' }));
    await user.click(within(drugs).getByRole('checkbox', { name: 'Possession' }));
    expect(await within(drugs).findByText('At least one required')).toBeInTheDocument();

    // 'Select all' per category; six of seven is still not enough.
    const groups = [
      'Drugs',
      'Property Damage',
      'Sexual',
      'Theft',
      'Violent',
      'White-collar',
      'Motor Vehicle',
    ];
    for (const group of groups.slice(0, 6)) {
      await user.click(screen.getByRole('button', { name: `Select all ${group}` }));
    }
    expect(within(drugs).queryByText('At least one required')).not.toBeInTheDocument();
    expect(within(drugs).getByRole('checkbox', { name: 'Distribution' })).toBeChecked();
    expect(saveAndNext()).toBeDisabled();

    // The toggle turns into 'Clear all' once every category of a group is chosen.
    await user.click(screen.getByRole('button', { name: 'Clear all Theft' }));
    await user.click(screen.getByRole('button', { name: 'Select all Theft' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hit and run' }));
    await waitFor(() => expect(saveAndNext()).toBeEnabled());

    await user.click(saveAndNext());
    await waitFor(() => expect(router.state.location.pathname).toBe('/rsp/case-managers'));
    expect(await screen.findByText('Organization added!')).toBeInTheDocument();

    const [call] = api.callsTo('POST', '/api/v1/rsp');
    expect(call?.body).toEqual({
      name: 'Northside Works',
      description: 'Jobs and housing help.',
      address: '1 Main St',
      city: 'Milwaukee',
      state: 'WI',
      postalCode: '53202',
      email: 'hello@northside.example',
      phone: null,
      emailRspContact: 'hello@northside.example',
      phoneRspContact: null,
      avatar: undefined,
      servicesArea: ['Milwaukee'],
      support: ['housing'],
      justiceStatus: ['parole'],
      offenses: OFFENSES.filter(
        (offense) =>
          !['diuDwi', 'fleeingPolice', 'vehicularHomicide', 'vehicularManslaughter'].includes(
            offense,
          ),
      ),
      owner: { phone: '4145550100', position: 'hrDirector', avatar: null },
    });
    // What was typed is forgotten once it is saved.
    expect(sessionStorage.getItem(`fairchance.rsp-onboarding.${owner.id}`)).toBeNull();
  });

  it('steps forward with Save & Next and back with Back, keeping what was typed', async () => {
    mockApi();
    const { user, router } = renderOwnerWizard();
    await screen.findByRole('heading', { name: 'Your phone number' });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(saveAndNext()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '4145550100');
    await waitFor(() => expect(saveAndNext()).toBeEnabled());
    await user.click(saveAndNext());

    await screen.findByRole('heading', { name: 'Your photo' });
    expect(router.state.location.search).toBe('?step=avatar');
    expect(screen.getByText('JPG, GIF or PNG, 1MB max.')).toBeInTheDocument();
    await user.click(saveAndNext());

    await screen.findByRole('heading', { name: 'Your role' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Your photo' });
    // The browser's back button does the same.
    await router.navigate(-1);
    await screen.findByRole('heading', { name: 'Your phone number' });
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('(414) 555-0100');
  });

  it('keeps what was chosen on a step when Back leaves it before Save & Next', async () => {
    storeTyped({ ...typedSoFar, organization: { ...typedSoFar.organization, support: [] } });
    mockApi();
    const { user } = renderOwnerWizard('serviceArea');
    await screen.findByRole('heading', { name: 'Service area' });
    await user.click(saveAndNext());
    await screen.findByRole('heading', { name: 'Support services' });
    for (const service of ['Housing', 'Food', 'Clothing']) {
      await user.click(screen.getByRole('checkbox', { name: service }));
    }
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Service area' });
    await user.click(saveAndNext());
    await screen.findByRole('heading', { name: 'Support services' });
    for (const service of ['Housing', 'Food', 'Clothing']) {
      expect(screen.getByRole('checkbox', { name: service })).toBeChecked();
    }
    expect(screen.getByRole('checkbox', { name: 'Employment' })).not.toBeChecked();
  });

  it('sends an owner back to the name step when the name is taken', async () => {
    storeTyped(typedWithOffenses);
    mockApi().on(
      'POST',
      '/api/v1/rsp',
      json(409, { code: 'ResourceConflict', message: 'Organization name already exist' }),
    );
    const { user } = renderOwnerWizard('offenses');
    await screen.findByRole('heading', { name: 'Allowed offenses' });
    await waitFor(() => expect(saveAndNext()).toBeEnabled());
    await user.click(saveAndNext());
    await screen.findByRole('heading', { name: 'Organization name' });
    // On the name field itself, not only in a toast.
    const nameField = screen.getByRole('textbox', { name: /Organization name/ });
    expect(nameField).toHaveValue('Northside Works');
    await waitFor(() => expect(nameField).toHaveAttribute('aria-invalid', 'true'));
    expect(nameField).toHaveAccessibleDescription(/Organization name already exist/);
    // A new name is a new question.
    await user.type(nameField, ' Milwaukee');
    await waitFor(() => expect(nameField).not.toHaveAttribute('aria-invalid'));
  });
  it('says how to claim a listed provider whose name the owner typed', async () => {
    storeTyped(typedWithOffenses);
    mockApi().on(
      'POST',
      '/api/v1/rsp',
      json(409, {
        code: 'ResourceConflict',
        message: 'Organization name already exist',
        details: [{ path: 'name', message: CLAIM }],
      }),
    );
    const { user } = renderOwnerWizard('offenses');
    await screen.findByRole('heading', { name: 'Allowed offenses' });
    await waitFor(() => expect(saveAndNext()).toBeEnabled());
    await user.click(saveAndNext());
    await screen.findByRole('heading', { name: 'Organization name' });
    const nameField = screen.getByRole('textbox', { name: /Organization name/ });
    expect(nameField).toHaveValue('Northside Works');
    await waitFor(() => expect(nameField).toHaveAccessibleDescription(CLAIM));
  });
});

describe('CreateProfileWizard (member)', () => {
  it('asks only for the phone and the photo, then saves the profile', async () => {
    const api = mockApi().on(
      'PUT',
      `/api/v1/rsp/${member.rspAccount!.rspId}/accounts/${member.id}`,
      () =>
        json(200, {
          id: member.id,
          userId: member.id,
          rspId: member.rspAccount!.rspId,
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
          phone: '4145550199',
          caseLoad: 0,
        }),
    );
    const { user, router } = renderWithRouter(<CreateProfileWizard user={member} />, {
      url: '/rsp/create-profile',
    });
    await screen.findByRole('heading', { name: 'Your phone number' });
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '4145550199');
    await waitFor(() => expect(saveAndNext()).toBeEnabled());
    await user.click(saveAndNext());
    await screen.findByRole('heading', { name: 'Your photo' });
    await user.click(saveAndNext());

    await waitFor(() => expect(router.state.location.pathname).toBe('/rsp/clients'));
    const [call] = api.callsTo(
      'PUT',
      `/api/v1/rsp/${member.rspAccount!.rspId}/accounts/${member.id}`,
    );
    expect(call?.body).toEqual({
      phone: '4145550199',
      avatar: null,
      userId: member.id,
      rspId: member.rspAccount!.rspId,
    });
  });
});
