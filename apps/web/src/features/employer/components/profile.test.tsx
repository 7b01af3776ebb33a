import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Employer } from '@fairchance/shared';
import { json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render.tsx';
import { EMPLOYER_ID, employerUser } from '#web/features/employer/test/fixtures.ts';

afterEach(() => sessionStorage.clear());

const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 10_000 });

describe('the company profile wizard', () => {
  it('collects the profile step by step, reviews it and creates it', async () => {
    const newUser = makeUser('employer', { hasProfile: false });
    let created: Employer | null = null;
    const api = signInAs(mockApi(), newUser)
      .on('POST', '/api/v1/employers', (request) => {
        created = {
          ...(request.body as Omit<Employer, 'id' | 'availableJobsCount'>),
          id: EMPLOYER_ID,
          availableJobsCount: 3,
          availableUncloaksCount: 3,
        };
        return json(201, created);
      })
      .on('GET', `/api/v1/employers/${EMPLOYER_ID}`, () => json(200, created))
      .on('GET', `/api/v1/employers/${EMPLOYER_ID}/jobs`, () => json(200, []));
    const { user, router } = renderApp('/employer/create-profile');

    await heading('Company name');
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(next()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Lakeside Bakery');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());

    await heading('Industry');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Food service');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());

    await heading('About your company');
    await user.type(screen.getByRole('textbox', { name: 'Company description' }), 'We bake.');
    expect(screen.getByText('8 of 1,000 characters')).toBeInTheDocument();
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());

    await heading('Company details');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Years in business' }),
      '10+ years',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of employees' }), '1-50');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());

    await heading('Location');
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '5 Lake Dr');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Milwaukee');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Wisconsin');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '53202');
    const review = screen.getByRole('button', { name: 'Review' });
    await waitFor(() => expect(review).toBeEnabled());
    await user.click(review);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/employer/create-profile/confirm/'),
    );
    expect(await screen.findByText('Lakeside Bakery')).toBeInTheDocument();
    expect(screen.getByText('Food service')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('Profile added!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer'));
    expect(api.callsTo('POST', '/api/v1/employers')[0]?.body).toEqual({
      name: 'Lakeside Bakery',
      industry: 'foodService',
      description: 'We bake.',
      yearsInBusiness: '10+',
      numberOfEmployees: '1-50',
      address: '5 Lake Dr',
      city: 'Milwaukee',
      state: 'WI',
      postalCode: '53202',
    });
  });

  it('sends a company that has its profile to the dashboard', async () => {
    signInAs(mockApi(), employerUser)
      .on('GET', `/api/v1/employers/${EMPLOYER_ID}`, () => json(200, employerUser.employer))
      .on('GET', `/api/v1/employers/${EMPLOYER_ID}/jobs`, () => json(200, []));
    const { router } = renderApp('/employer/create-profile');
    await heading('Dashboard');
    expect(router.state.location.pathname).toBe('/employer');
  });
});

describe('My Profile', () => {
  it('saves only when the form is valid and changed', async () => {
    let employer: Employer = { ...employerUser.employer!, availableUncloaksCount: 3 };
    const api = signInAs(mockApi(), employerUser)
      .on('GET', `/api/v1/employers/${EMPLOYER_ID}`, () => json(200, employer))
      .on('PATCH', `/api/v1/employers/${EMPLOYER_ID}`, (request) => {
        employer = { ...employer, ...(request.body as Partial<Employer>) };
        return json(200, employer);
      });
    const { user } = renderApp('/employer/edit-profile/');
    const name = await screen.findByRole('textbox', { name: 'Company name' }, { timeout: 10_000 });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.clear(name);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.type(name, 'Brew City Builders LLC');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/v1/employers/${EMPLOYER_ID}`)[0]?.body).toMatchObject({
      name: 'Brew City Builders LLC',
    });
    await waitFor(() => expect(save).toBeDisabled());
  });
});
