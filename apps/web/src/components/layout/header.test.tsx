import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionContextValue } from '../../features/auth/session.tsx';
import { renderWithRouter } from '../../test/render.tsx';
import { Header } from './header.tsx';

function signedIn(type: 'client' | 'employer' | 'rsp', signOut = vi.fn(() => Promise.resolve())) {
  const value: SessionContextValue = {
    session: {
      status: 'signedIn',
      user: { id: 'u1', type, firstName: 'Ana María', lastName: 'López' },
    },
    signOut,
  };
  return value;
}

describe('Header', () => {
  it('shows Log In and Sign Up to a signed-out visitor (the session stub)', () => {
    renderWithRouter(<Header area="public" />);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login/');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup/');
    expect(screen.getByRole('link', { name: 'FairChance Jobs home' })).toHaveAttribute('href', '/');
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
  ] as const)(
    'gives a signed-in %s the avatar menu and a logo to their home',
    async (type, home, settings) => {
      const signOut = vi.fn(() => Promise.resolve());
      const { user } = renderWithRouter(
        <SessionContext value={signedIn(type, signOut)}>
          <Header area={type} />
        </SessionContext>,
      );
      expect(screen.getByRole('link', { name: 'FairChance Jobs home' })).toHaveAttribute(
        'href',
        home,
      );
      expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
      const trigger = screen.getByRole('button', { name: 'Account menu for Ana María López' });
      expect(within(trigger).getByText('AM')).toBeInTheDocument();
      await user.click(trigger);
      const menu = screen.getByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute(
        'href',
        settings,
      );
      await user.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
      expect(signOut).toHaveBeenCalledOnce();
    },
  );
});
