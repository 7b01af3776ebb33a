import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acceptLogin, apiError, json, mockApi } from '#web/test/api-mock.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render.tsx';

const INVITATION = '0190a0a0-0000-7000-8000-0000000000aa';

async function fill(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

describe('sign-up forms', () => {
  it('says plainly where employers and service providers sign up', async () => {
    mockApi();
    renderApp('/signup/');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    const others = screen.getByRole('navigation', { name: 'Another kind of account' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Hiring? Sign up as an employer', '/signup/employer/'],
      [
        'Helping people find work after incarceration? Sign up as a service provider',
        '/signup/rsp/',
      ],
    ]);
  });

  it('asks for names, a valid e-mail, an 8-character password and the terms', async () => {
    const api = mockApi();
    const { user } = renderApp('/signup/');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'This field is required.',
    );

    await fill(user, { Email: 'nope', Password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Invalid email address.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Minimum length is 8 characters. At least 8 characters.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('opens the terms and the privacy policy in a new tab', async () => {
    renderApp('/signup/employer/');
    const checkbox = await screen.findByRole('checkbox', { name: /I agree/ });
    const label = checkbox.closest('.checkbox');
    if (!(label instanceof HTMLElement)) throw new Error('no label');
    for (const [name, href] of [
      [/Terms of Use/, '/terms/'],
      [/Privacy Policy/, '/privacy/'],
    ] as const) {
      const link = within(label).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('creates an employer, signs in and lands on the company profile wizard', async () => {
    const employer = makeUser('employer', { hasProfile: false });
    const api = acceptLogin(mockApi(), employer, 'a long password').on(
      'POST',
      '/api/v1/users',
      json(201, employer),
    );
    const { user, router } = renderApp('/signup/employer/');
    await screen.findByRole('heading', { level: 1, name: 'Employer Sign Up' });
    await fill(user, {
      'First name': 'Ana',
      'Last name': 'López',
      Email: 'Ana@Example.com',
      Password: 'a long password',
    });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('heading', { level: 1, name: 'Create Company Profile' });
    expect(router.state.location.pathname).toBe('/employer/create-profile');
    const [create] = api.callsTo('POST', '/api/v1/users');
    expect(create?.body).toEqual({
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      password: 'a long password',
      type: 'employer',
      language: 'en',
    });
    expect(create?.headers.get('authorization')).toBeNull();
    expect(api.callsTo('POST', '/api/v1/oauth/token')[0]?.body).toMatchObject({
      grantType: 'password',
      username: 'ana@example.com',
    });
  });

  it("puts 'Email already in use' on the e-mail field", async () => {
    mockApi().on(
      'POST',
      '/api/v1/users',
      apiError(409, 'ResourceConflict', 'Email already in use', [
        { path: 'email', message: 'Email already in use' },
      ]),
    );
    const { user } = renderApp('/signup/');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await fill(user, {
      'First name': 'Ana',
      'Last name': 'López',
      Email: 'ana@example.com',
      Password: 'a long password',
    });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const email = screen.getByLabelText(/^Email/);
    expect(await screen.findByText('Email already in use')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Email already in use');
    expect(email).toHaveFocus();
  });

  it("toasts 'Email already in use' when the answer names no field", async () => {
    mockApi().on('POST', '/api/v1/users', apiError(409, 'ResourceConflict', 'Conflict'));
    const { user } = renderApp('/signup/');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await fill(user, {
      'First name': 'Ana',
      'Last name': 'López',
      Email: 'ana@example.com',
      Password: 'a long password',
    });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already in use');
  });

  it('prefills the rsp sign-up from an invitation and locks the names and e-mail', async () => {
    const member = makeUser('rsp', { role: 'member', hasProfile: false });
    const api = acceptLogin(mockApi(), member, 'a long password')
      .on('POST', '/api/v1/users', json(201, member))
      .on(
        'GET',
        `/api/v1/invitations/${INVITATION}`,
        json(200, { type: 'rsp', name: 'Lakeshore' }),
      );
    const { user, router } = renderApp(
      `/signup/rsp/?firstName=Ana&lastName=L%C3%B3pez&email=ana%40example.com&phone=4145550100&invitationId=${INVITATION}`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Service Provider Sign Up' });
    // The organization, as the server names it.
    expect(
      await screen.findByText(
        'You have been invited to join Lakeshore. Choose a password to create your account.',
      ),
    ).toBeInTheDocument();
    for (const [label, value] of [
      ['First name', 'Ana'],
      ['Last name', 'López'],
      ['Email', 'ana@example.com'],
    ]) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      expect(input).toHaveValue(value);
      expect(input).toHaveAttribute('readonly');
    }
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveValue('(414) 555-0100');
    expect(phone).not.toHaveAttribute('readonly');

    await fill(user, { Password: 'a long password' });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('heading', { level: 1, name: 'Complete Your Profile' });
    expect(router.state.location.pathname).toBe('/rsp/create-profile');
    expect(api.callsTo('POST', '/api/v1/users')[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      phone: '4145550100',
      password: 'a long password',
      type: 'rsp',
      invitationId: INVITATION,
      language: 'en',
    });
  });

  it('names the company on a colleague’s invitation as the server does, and joins it with the e-mail locked', async () => {
    const colleague = makeUser('employer', { role: 'member' });
    const api = acceptLogin(mockApi(), colleague, 'a long password')
      .on('POST', '/api/v1/users', json(201, colleague))
      .on(
        'GET',
        `/api/v1/invitations/${INVITATION}`,
        json(200, { type: 'employer', name: 'Brew City Builders' }),
      );
    const { user, router } = renderApp(
      // A name in the link (as a crafted one might carry) is not what the page shows.
      `/signup/employer/?firstName=Sam&lastName=Lee&email=sam%40example.com&company=Evil+Corp&invitationId=${INVITATION}`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Join Brew City Builders' });
    expect(screen.queryByText(/Evil Corp/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sam@example.com');
    // Invited, the person is not offered the other sign-ups.
    expect(screen.queryByRole('link', { name: /service provider/ })).not.toBeInTheDocument();

    await fill(user, { Password: 'a long password' });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    // A colleague joins a company that exists: straight to its dashboard.
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/employer');
    expect(api.callsTo('POST', '/api/v1/users')[0]?.body).toMatchObject({
      email: 'sam@example.com',
      type: 'employer',
      invitationId: INVITATION,
    });
  });

  it('names no company when the server knows no such company invitation', async () => {
    // An organization's invitation opened on the employer sign-up names nothing either.
    const api = mockApi().on(
      'GET',
      `/api/v1/invitations/${INVITATION}`,
      json(200, { type: 'rsp', name: 'Lakeshore' }),
    );
    renderApp(
      `/signup/employer/?firstName=Sam&lastName=Lee&email=sam%40example.com&company=Evil+Corp&invitationId=${INVITATION}`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Employer Sign Up' });
    await waitFor(() =>
      expect(api.callsTo('GET', `/api/v1/invitations/${INVITATION}`)).toHaveLength(1),
    );
    // Give the answer time to render: still no company named.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Employer Sign Up');
    expect(
      await screen.findByText(
        'You have been invited to join your company on FairChance Jobs. Choose a password to create your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Evil Corp|Lakeshore/)).not.toBeInTheDocument();
  });

  it("says 'Invitation not found' for an unknown invitation", async () => {
    mockApi().on(
      'POST',
      '/api/v1/users',
      apiError(404, 'ResourceNotFound', 'Invitation not found'),
    );
    const { user } = renderApp(
      `/signup/rsp/?firstName=Ana&lastName=Lopez&email=ana%40example.com&invitationId=${INVITATION}`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Service Provider Sign Up' });
    // Unknown to the server: no organization is named.
    expect(
      screen.getByText(
        'You have been invited to join your organization. Choose a password to create your account.',
      ),
    ).toBeInTheDocument();
    await fill(user, { Password: 'a long password' });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('Invitation not found');
  });
});
