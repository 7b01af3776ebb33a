import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '#web/lib/api/index.ts';
import { mockApi, signInAs } from '#web/test/api-mock.ts';
import { makeAccessToken, makeUser } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render.tsx';
import { startEarlySession, takeEarlySession } from './early-session.ts';

describe('session', () => {
  it('checks a stored session with the server on start, then fetches the user', async () => {
    const api = signInAs(mockApi(), makeUser('client'));
    renderApp('/');
    const header = screen.getByRole('banner');
    expect(
      await within(header).findByRole('button', { name: 'Account menu for Ana María López' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/v1/oauth/token')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/v1/user')).toHaveLength(1);
  });

  it('takes over the check and the user started before the app, without asking twice', async () => {
    const api = signInAs(mockApi(), makeUser('client'));
    startEarlySession();
    // Both calls are on their way at once, before the API client or anything else has loaded.
    const sent = [
      ...api.callsTo('GET', '/api/v1/oauth/token'),
      ...api.callsTo('GET', '/api/v1/user'),
    ];
    expect(sent).toHaveLength(2);
    for (const call of sent) {
      expect(call.headers.get('authorization')).toBe(`Bearer ${sessionStore.get()?.accessToken}`);
      expect(call.headers.get('accept-language')).toBe('en');
    }
    renderApp('/client/account-settings');
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
    expect(api.callsTo('GET', '/api/v1/oauth/token')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/v1/user')).toHaveLength(1);
    expect(takeEarlySession()).toBeUndefined();
  });

  it('leaves a token about to expire to the client, which refreshes it before asking', async () => {
    const client = makeUser('client');
    const api = signInAs(mockApi(), client).on('POST', '/api/v1/oauth/token', () =>
      Response.json({
        accessToken: makeAccessToken({ sub: client.id, scope: client.scope }),
        refreshToken: 'refresh-2',
        tokenType: 'Bearer',
        expiresIn: 900,
      }),
    );
    const stored = sessionStore.get();
    if (!stored) throw new Error('signInAs stores a session');
    sessionStore.set({ ...stored, expiresAt: Date.now() + 30_000 });
    startEarlySession();
    expect(api.calls).toHaveLength(0);
    renderApp('/client/account-settings');
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
    const [refresh] = api.callsTo('POST', '/api/v1/oauth/token');
    expect(refresh?.body).toMatchObject({ grantType: 'refresh_token' });
    expect(api.callsTo('GET', '/api/v1/user')).toHaveLength(1);
  });

  it('starts nothing early for a visitor without a session', () => {
    const api = mockApi();
    startEarlySession();
    expect(takeEarlySession()).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('makes no call for a visitor without a session', async () => {
    const api = mockApi();
    renderApp('/');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('logs out: clears the session and the cache, tells the server, and goes home', async () => {
    const api = signInAs(mockApi(), makeUser('client')).on(
      'DELETE',
      '/api/v1/oauth/token',
      () => new Response(null, { status: 204 }),
    );
    const stored = sessionStore.get();
    const { user, router } = renderApp('/client/account-settings');
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));

    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get()).toBeNull();
    expect(document.cookie).not.toContain('is.authenticated=true');
    await waitFor(() => expect(api.callsTo('DELETE', '/api/v1/oauth/token')).toHaveLength(1));
    const [revoke] = api.callsTo('DELETE', '/api/v1/oauth/token');
    expect(revoke?.headers.get('authorization')).toBe(`Bearer ${stored?.accessToken}`);
    expect(revoke?.body).toEqual({ refreshToken: stored?.refreshToken });
  });

  it('follows a sign-out made in another tab when the page becomes visible again', async () => {
    signInAs(mockApi(), makeUser('employer'));
    const { router } = renderApp('/employer');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // The other tab removes the session; this page learns of it when shown again.
    localStorage.removeItem('fairchance.session');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    expect(router.state.location.search).toBe('?return_to=%2Femployer');
  });
});
