import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '#web/i18n/language.ts';
import { renderApp } from '#web/test/render.tsx';

describe('language switch', () => {
  it('switches a half-filled form to Spanish in place, and back', { timeout: 20_000 }, async () => {
    const { user } = renderApp('/login/');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'ana@example.com');

    const footer = screen.getByRole('contentinfo');
    const toSpanish = within(footer).getByRole('button', { name: 'Change language to Español' });
    await user.click(toSpanish);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue(
      'ana@example.com',
    );
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(await screen.findAllByText('La página ahora está en español.')).not.toHaveLength(0);
    // The same button, now offering English, keeps the focus.
    const toEnglish = within(footer).getByRole('button', { name: 'Cambiar el idioma a English' });
    expect(toEnglish).toHaveFocus();

    await user.click(toEnglish);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ana@example.com');
  });

  it('is in the header of the public pages too', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: /Español/ })).toBeInTheDocument();
  });
});
