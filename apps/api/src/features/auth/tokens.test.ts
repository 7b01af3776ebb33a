/**
 * Access tokens a process has verified are remembered by their whole text until they expire
 * (issue 11): a second verification of the same bytes answers the same claims without the HMAC,
 * and everything else is still refused as before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@fairchance/shared';
import { createTokenSigner } from './tokens.ts';

const signer = () =>
  createTokenSigner({
    secret: 'a-test-secret-of-at-least-32-characters',
    issuer: 'http://127.0.0.1',
    lifetimeSeconds: 60,
  });

const claimsOf = { sub: 'user-1', scope: 'client', sid: 'session-1' };

/** The message the verification refused with, or undefined when it did not. */
async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('verified access tokens', () => {
  it('answers the same claims the second time, and refuses a token that differs by one character', async () => {
    const tokens = signer();
    const { token } = await tokens.sign(claimsOf);
    const hmacChecks = vi.spyOn(crypto.subtle, 'verify');
    const first = await tokens.verify(token);
    expect(first).toMatchObject(claimsOf);
    expect(await tokens.verify(token)).toEqual(first);
    expect(hmacChecks).toHaveBeenCalledTimes(1);

    // A character inside the signature (the last one may only carry padding bits).
    const at = token.length - 10;
    const forged = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await refusal(tokens.verify(forged))).toBe('The access token is not valid.');
    // Another process's secret: the same text never verified there.
    expect(await refusal(signer().verify(`${token}x`))).toBe('The access token is not valid.');
  });

  it('refuses a remembered token once it has expired, and still lets sign-out read it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = signer();
    const { token } = await tokens.sign(claimsOf);
    await tokens.verify(token);

    vi.setSystemTime(Date.now() + 61_000);
    expect(await refusal(tokens.verify(token))).toBe('The access token has expired.');
    // Forgotten: jose decides again, with the same answer.
    expect(await refusal(tokens.verify(token))).toBe('The access token has expired.');
    expect(await tokens.verify(token, { ignoreExpiry: true })).toMatchObject(claimsOf);
  });
});
