import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@fairchance/shared';
import { json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render.tsx';

function answerPatch(api: ReturnType<typeof mockApi>, person: User) {
  return api.on('PATCH', '/api/v1/user', (request) =>
    json(200, { ...person, ...(request.body as Partial<User>) }),
  );
}

describe("the account's language", () => {
  it('shows the site in the language kept on the account when the person is signed in', async () => {
    const person = makeUser('client', { overrides: { language: 'es' } });
    signInAs(mockApi(), person);
    renderApp('/client/account-settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configuración de la cuenta' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps a change made with the switch on the account, and sends the language with each call', async () => {
    const person = makeUser('client');
    const api = answerPatch(signInAs(mockApi(), person), person);
    const { user } = renderApp('/client/account-settings');
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
    expect(api.callsTo('GET', '/api/v1/user')[0]?.headers.get('accept-language')).toBe('en');

    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: /Español/ }));
    await screen.findByRole('heading', { level: 1, name: 'Configuración de la cuenta' });
    await waitFor(() => expect(api.callsTo('PATCH', '/api/v1/user')).toHaveLength(1));
    const patch = api.callsTo('PATCH', '/api/v1/user')[0];
    expect(patch?.body).toEqual({ language: 'es' });
    expect(patch?.headers.get('accept-language')).toBe('es');
    // The account's answer does not switch the page back.
    expect(document.documentElement.lang).toBe('es');
  });

  it('sends nothing to the account while signed out', async () => {
    const api = mockApi();
    const { user } = renderApp('/login/');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: /Español/ }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(api.callsTo('PATCH', '/api/v1/user')).toEqual([]);
  });
});
