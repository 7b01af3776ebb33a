import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acceptLogin, apiError, mockApi } from '#web/test/api-mock.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render.tsx';

function fields() {
  return {
    email: screen.getByRole('textbox', { name: /Email/ }),
    password: screen.getByLabelText(/Password/),
    submit: screen.getByRole('button', { name: 'Log In' }),
  };
}

describe('login form', () => {
  it('says which fields are missing or wrong (docs/validation.md)', async () => {
    const api = mockApi();
    const { user } = renderApp('/login/');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    const { email, password, submit } = fields();
    await user.click(submit);
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(password).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveFocus();

    await user.type(email, 'not-an-email');
    await user.click(submit);
    expect(email).toHaveAccessibleDescription('Invalid email address.');
    expect(api.calls).toHaveLength(0);
  });

  it('links to forgot password and sign-up', async () => {
    renderApp('/login/');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('link', { name: 'Forgot your password?' }),
    ).toHaveAttribute('href', '/forgot-password/');
    expect(within(main).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup/',
    );
  });

  it("shows 'Invalid username/password' for wrong credentials", async () => {
    const api = acceptLogin(mockApi(), makeUser('client'));
    const { user } = renderApp('/login/');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    const { email, password, submit } = fields();
    await user.type(email, 'Ana@Example.com');
    await user.type(password, 'wrong password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username/password');
    expect(api.callsTo('POST', '/api/v1/oauth/token')[0]?.body).toEqual({
      grantType: 'password',
      username: 'ana@example.com',
      password: 'wrong password',
      clientId: 'web',
      clientSecret: 'web',
    });
    expect(api.callsTo('POST', '/api/v1/oauth/token')[0]?.headers.get('authorization')).toBeNull();
  });

  it.each([
    [
      () => apiError(429, 'RequestThrottled', 'slow down'),
      'Too many requests. Please try again in a few minutes.',
    ],
    [() => Promise.reject(new TypeError('Failed to fetch')), 'No connection'],
    [() => apiError(500, 'InternalError', 'boom'), 'Something went wrong'],
  ])(
    'shows the docs/web-app.md#errors-and-messages message when sign-in fails (%#)',
    async (answer, message) => {
      mockApi().on('POST', '/api/v1/oauth/token', answer);
      const { user } = renderApp('/login/');
      await screen.findByRole('heading', { level: 1, name: 'Log In' });
      const { email, password, submit } = fields();
      await user.type(email, 'ana@example.com');
      await user.type(password, 'secret');
      await user.click(submit);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    },
  );

  it('disables the button while signing in', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi().on(
      'POST',
      '/api/v1/oauth/token',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = renderApp('/login/');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    const { email, password, submit } = fields();
    await user.type(email, 'ana@example.com');
    await user.type(password, 'secret');
    await user.click(submit);
    expect(submit).toBeDisabled();
    answer(apiError(401, 'InvalidCredentials', 'Invalid username/password'));
    await screen.findByRole('alert');
    expect(submit).toBeEnabled();
  });
});
