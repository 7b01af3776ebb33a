import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { acceptLogin, apiError, mockApi, signInAs } from '#web/test/api-mock.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render.tsx';
import { sessionStore } from '#web/lib/api/index.ts';

async function logIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'ana@example.com');
  await user.type(screen.getByLabelText(/Password/), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('route guards', () => {
  it('sends a signed-out visitor to /login/ with return_to, and back there after login', async () => {
    acceptLogin(mockApi(), makeUser('client'));
    const { router, user } = renderApp('/client/jobs?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    expect(router.state.location.pathname).toBe('/login/');
    expect(router.state.location.search).toBe('?return_to=%2Fclient%2Fjobs%3Fpage%3D2');

    await logIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Current Opportunities' });
    expect(router.state.location.pathname).toBe('/client/jobs');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('ignores a return_to that leaves the site', async () => {
    acceptLogin(mockApi(), makeUser('client'));
    const { router, user } = renderApp('/login/?return_to=%2F%2Fevil.example%2F');
    await logIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/client');
  });

  it.each([
    ['employer', makeUser('employer'), '/employer', 'Dashboard'],
    ['rsp owner', makeUser('rsp'), '/rsp/case-managers', 'Case Managers'],
    ['rsp member', makeUser('rsp', { role: 'member' }), '/rsp/clients', 'Clients'],
    [
      'new client',
      makeUser('client', { hasProfile: false }),
      '/client/create-profile',
      'Create Your Profile',
    ],
  ])('after login sends a %s to %s', async (_who, person, path, heading) => {
    acceptLogin(mockApi(), person);
    const { router, user } = renderApp('/login/');
    await logIn(user);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends a user of another role to /403/', async () => {
    signInAs(mockApi(), makeUser('employer'));
    const { router } = renderApp('/client/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Access Denied' });
    expect(router.state.location.pathname).toBe('/403/');
  });

  it('sends a client without a profile to create it, and one with a profile away from it', async () => {
    signInAs(mockApi(), makeUser('client', { hasProfile: false }));
    const first = renderApp('/client/account-settings');
    await screen.findByRole('heading', { level: 1, name: 'Create Your Profile' });
    expect(first.router.state.location.pathname).toBe('/client/create-profile');
    first.unmount();

    signInAs(mockApi(), makeUser('client'));
    const second = renderApp('/client/create-profile');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(second.router.state.location.pathname).toBe('/client');
  });

  it('sends an rsp member from the owner-only case managers to the clients list', async () => {
    signInAs(mockApi(), makeUser('rsp', { role: 'member' }));
    const { router } = renderApp('/rsp/case-managers/add');
    await screen.findByRole('heading', { level: 1, name: 'Clients' });
    expect(router.state.location.pathname).toBe('/rsp/clients');
  });

  it('sends an rsp owner whose organization is not set up to the onboarding', async () => {
    signInAs(mockApi(), makeUser('rsp', { hasProfile: false }));
    const { router } = renderApp('/rsp/case-managers');
    await screen.findByRole('heading', { level: 1, name: 'Complete Your Profile' });
    expect(router.state.location.pathname).toBe('/rsp/create-profile');
  });

  it('clears a session the server refuses on start, then asks to log in', async () => {
    const api = signInAs(mockApi(), makeUser('client'));
    api
      .on('GET', '/api/v1/oauth/token', apiError(401, 'Unauthorized', 'ended'))
      .on('GET', '/api/v1/user', apiError(401, 'Unauthorized', 'ended'))
      .on('POST', '/api/v1/oauth/token', apiError(400, 'InvalidRequest', 'refresh token revoked'));
    const { router } = renderApp('/client');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    expect(router.state.location.search).toBe('?return_to=%2Fclient');
    expect(sessionStore.get()).toBeNull();
  });

  it('keeps the session and shows an error when the server cannot be reached on start', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = signInAs(mockApi(), makeUser('client'));
    api.on('GET', '/api/v1/oauth/token', () => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/client');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Something went wrong' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(sessionStore.get()).not.toBeNull();
    consoleError.mockRestore();
  });
});
