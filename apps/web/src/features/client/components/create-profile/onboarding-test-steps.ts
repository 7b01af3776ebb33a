/** Stepping through the onboarding wizard in its component tests. */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { renderApp } from '#web/test/render.tsx';

export type User = ReturnType<typeof renderApp>['user'];

/** The step titled `name`: generous, as the first step waits for the client area's chunk. */
export const step = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });

/** Presses the step's button once the step's answers enable it. */
export async function next(user: User, name = 'Next') {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}
