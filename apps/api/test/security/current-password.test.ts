/**
 * The current password that guards a password or e-mail change cannot be guessed without limit
 * by someone holding a stolen session: wrong answers are counted per user before the check.
 */
import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '@fairchance/shared';
import { CURRENT_PASSWORD_FAILURES } from '../../src/features/users/account-changes.ts';
import { useTestApp } from '../helpers/app.ts';
import { bearer, signedInUser } from '../helpers/auth.ts';
import { TEST_PASSWORD } from '../helpers/factories.ts';

const t = useTestApp();

const changePassword = (tokens: TokenResponse, password: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/user',
    headers: bearer(tokens),
    payload: { password, newPassword: 'an-unusual-new-passphrase' },
  });

describe('the current password in account settings', () => {
  it(`answers 429 after ${CURRENT_PASSWORD_FAILURES} wrong guesses, even to the right one`, async () => {
    const { tokens } = await signedInUser(t);
    const answers: number[] = [];
    for (let i = 0; i < CURRENT_PASSWORD_FAILURES; i++) {
      answers.push((await changePassword(tokens, `guess-number-${i}`)).statusCode);
    }
    expect(answers.every((status) => status === 400)).toBe(true);
    const right = await changePassword(tokens, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json<{ code: string }>().code).toBe('RequestThrottled');
  });

  it('checks at most the limit of guesses when they arrive at once', async () => {
    const { tokens } = await signedInUser(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => changePassword(tokens, `guess-${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(CURRENT_PASSWORD_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - CURRENT_PASSWORD_FAILURES);
  });

  it('gives the slot back on success: the owner is never locked out by their own changes', async () => {
    const { tokens } = await signedInUser(t);
    for (let i = 0; i < CURRENT_PASSWORD_FAILURES - 1; i++) {
      expect((await changePassword(tokens, `guess-${i}`)).statusCode).toBe(400);
    }
    expect((await changePassword(tokens, TEST_PASSWORD)).statusCode).toBe(200);
    // Counting starts again: the next wrong guess is a 400, not a 429.
    expect((await changePassword(tokens, 'another-guess')).statusCode).toBe(400);
  });
});
