import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '#web/test/api-mock.ts';
import { renderApp } from '#web/test/render.tsx';

const RESET_URL = '/reset-password/?token=t0k3n&username=ana%40example.com';

describe('forgot password', () => {
  it('asks for the e-mail and always confirms the same way', async () => {
    const api = mockApi().on('POST', '/api/v1/users/password/token', json(204));
    const { user } = renderApp('/forgot-password/');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('This field is required.');

    await user.type(screen.getByLabelText(/^Email/), 'Nobody@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for nobody@example.com/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v1/users/password/token')[0]?.body).toEqual({
      username: 'nobody@example.com',
    });
  });
});

describe('reset password', () => {
  it("says 'Passwords do not match.' and needs 8 characters", async () => {
    const api = mockApi();
    const { user } = renderApp(RESET_URL);
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    expect(screen.getByText('Choose a new password for ana@example.com.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'different password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Minimum length is 8 characters. At least 8 characters.',
    );
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('resets, then goes to /login/ with a success toast and the e-mail filled in', async () => {
    const api = mockApi().on('POST', '/api/v1/users/password', json(204));
    const { user, router } = renderApp(RESET_URL);
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    await user.type(screen.getByLabelText(/^New password/), 'a new long password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    expect(router.state.location.pathname).toBe('/login/');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been reset. Log in with your new password.',
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ana@example.com');
    expect(api.callsTo('POST', '/api/v1/users/password')[0]?.body).toEqual({
      password: 'a new long password',
      token: 't0k3n',
    });
  });

  it("says 'Invalid password reset token' for a used or expired link", async () => {
    mockApi().on(
      'POST',
      '/api/v1/users/password',
      apiError(400, 'InvalidRequest', 'Invalid password reset token'),
    );
    const { user } = renderApp(RESET_URL);
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    await user.type(screen.getByLabelText(/^New password/), 'a new long password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password reset token');
  });

  it('puts a refused password on its field', async () => {
    const message = 'This password is too common. Choose one that is harder to guess.';
    mockApi().on(
      'POST',
      '/api/v1/users/password',
      apiError(400, 'InvalidRequest', message, [{ path: 'password', message }]),
    );
    const { user } = renderApp(RESET_URL);
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    await user.type(screen.getByLabelText(/^New password/), 'password123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /Invalid/ })).not.toBeInTheDocument();
  });
});
