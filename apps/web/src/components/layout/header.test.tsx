import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@fairchance/shared';
import { AuthContext, type AuthContextValue } from '#web/lib/auth/session.tsx';
import { makeAccessToken, makeUser } from '#web/test/fixtures.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { Header } from './header.tsx';

function signedIn(user: User, logout = vi.fn(() => Promise.resolve())): AuthContextValue {
  const accessToken = makeAccessToken({ scope: user.scope });
  return {
    status: 'authenticated',
    session: {
      accessToken,
      refreshToken: 'r',
      claims: { sub: user.id, scope: user.scope, exp: 0, iat: 0 },
    },
    user,
    error: null,
    login: vi.fn(),
    logout,
  };
}

describe('Header', () => {
  it('shows Log In and Sign Up to a signed-out visitor', () => {
    renderWithRouter(<Header area="public" />);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login/');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup/');
    expect(screen.getByRole('link', { name: 'FairChance Jobs home' })).toHaveAttribute('href', '/');
  });

  it('shows neither while the session loads', () => {
    renderWithRouter(
      <AuthContext value={{ ...signedIn(makeUser('client')), status: 'loading', user: null }}>
        <Header area="public" />
      </AuthContext>,
    );
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('shows the logo only when minimal', () => {
    renderWithRouter(<Header area="client" isMinimal />);
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link')).toHaveLength(1);
    expect(within(header).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['client', '/client', '/client/account-settings'],
    ['employer', '/employer', '/employer/account-settings'],
    ['rsp', '/rsp/clients', '/rsp/account-settings'],
  ] as const)(
    'gives a signed-in %s the avatar menu and a logo to their area',
    async (type, home, settings) => {
      const logout = vi.fn(() => Promise.resolve());
      const { user, router } = renderWithRouter(
        <AuthContext value={signedIn(makeUser(type), logout)}>
          <Header area={type} />
        </AuthContext>,
        { url: settings },
      );
      expect(screen.getByRole('link', { name: 'FairChance Jobs home' })).toHaveAttribute(
        'href',
        home,
      );
      expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
      const trigger = screen.getByRole('button', { name: 'Account menu for Ana María López' });
      // The initials show, drawn by CSS: the button has no text its name would have to contain.
      expect(trigger.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AM');
      expect(trigger).toHaveTextContent(/^$/);
      await user.click(trigger);
      const menu = screen.getByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute(
        'href',
        settings,
      );
      await user.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
      expect(logout).toHaveBeenCalledOnce();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('shows the avatar image from the media URL', () => {
    const person = makeUser('client', { overrides: { avatar: 'avatar/0190a0a0-aaaa' } });
    renderWithRouter(
      <AuthContext value={signedIn(person)}>
        <Header area="client" />
      </AuthContext>,
    );
    const trigger = screen.getByRole('button', { name: /Account menu/ });
    // The image is decorative (the button names the person), so it is found by its tag.
    const image = trigger.querySelector('img');
    expect(image).toHaveAttribute('src', '/api/v1/media/avatar/0190a0a0-aaaa');
  });
});
