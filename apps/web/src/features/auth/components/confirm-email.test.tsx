import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '#web/test/api-mock.ts';
import { renderApp } from '#web/test/render.tsx';

const CONFIRM = '/api/v1/users/email-change/confirm';
const open = () => renderApp('/confirm-email/?token=t0k3n');

describe('confirm e-mail page', () => {
  it('confirms once as it opens, saying so while it works and when done', async () => {
    const api = mockApi().on('POST', CONFIRM, json(200, { email: 'new@example.com' }));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your new e-mail' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your e-mail has changed' })).toBeVisible();
    expect(screen.getByText(/You sign in with new@example.com from now on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Log In' })).toHaveAttribute('href', '/login/');
    expect(api.callsTo('POST', CONFIRM)).toHaveLength(1);
    expect(api.callsTo('POST', CONFIRM)[0]?.body).toEqual({ token: 't0k3n' });
  });

  it.each([
    [
      'expired',
      apiError(
        400,
        'InvalidRequest',
        'This link has expired. Ask for a new one in your account settings.',
      ),
      'This link has expired',
    ],
    [
      'used',
      apiError(400, 'InvalidRequest', 'This link was already used, or a newer one replaced it.'),
      'This link no longer works',
    ],
    [
      'not valid',
      apiError(400, 'InvalidRequest', 'This link is not valid. Check that you copied all of it.'),
      'This link is not valid',
    ],
    [
      'in use',
      apiError(409, 'ResourceConflict', 'Email already in use'),
      'This e-mail is already in use',
    ],
  ])('says when the link is %s', async (_what, answer, title) => {
    mockApi().on('POST', CONFIRM, answer);
    open();
    const heading = await screen.findByRole('heading', { name: title });
    // Announced at once: the whole outcome is an alert.
    expect(heading.closest('[role="alert"]')).not.toBeNull();
  });

  it('goes home without a token', async () => {
    mockApi();
    const { router } = renderApp('/confirm-email/');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });
});
