/**
 * The client's onboarding draft, /v1/user/profile-draft (docs/decisions/025-onboarding-drafts.md):
 * stored and read back, replaced whole, reachable by its owner only, bounded in shape and size, and
 * gone once the profile exists.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROFILE_DRAFT_MAX_BYTES, type ErrorBody, type ProfileDraft } from '@fairchance/shared';
import { clientProfileDrafts, users } from '../src/db/schema.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createUser } from './helpers/factories.ts';
import { postClientProfile, wizardPayload } from './helpers/profiles.ts';

const t = useTestApp();

type Auth = { authorization: string };
const url = '/api/v1/user/profile-draft';

async function signedIn(type: 'client' | 'employer' | 'rsp' = 'client') {
  const user = await createUser(t.database.db, {
    type,
    ...(type === 'rsp' ? { rspRole: 'owner' as const } : {}),
  });
  return { user, auth: bearer(await tokensFor(t.app, user.email)) };
}

const read = (auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
const save = (auth: Auth, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: auth, payload: payload as object });
const forget = (auth: Auth) => t.app.inject({ method: 'DELETE', url, headers: auth });

const storedRows = (userId: string) =>
  t.database.db.select().from(clientProfileDrafts).where(eq(clientProfileDrafts.userId, userId));

describe('GET and PUT /v1/user/profile-draft', () => {
  it('answers null before anything is saved, then the draft as it was stored', async () => {
    const { auth } = await signedIn();
    const empty = await read(auth);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toBeNull();
    expect(empty.headers['cache-control']).toContain('no-store');

    const saved = await save(auth, {
      step: 'offenses',
      answers: {
        justiceStatus: 'parole',
        phone: '(414) 555-0147',
        city: 'Milwaukee',
        state: '',
        offenseTheft: ['robbery'],
        diversity: { gender: 'female' },
        // Not an answer the wizard asks: dropped, never stored.
        isAdmin: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json<ProfileDraft>();
    // The answers travel as one JSON text (every field of an answer is declared).
    expect({ ...draft, answers: JSON.parse(draft.answers) as unknown }).toEqual({
      step: 'offenses',
      answers: {
        justiceStatus: 'parole',
        phone: '4145550147',
        city: 'Milwaukee',
        state: null,
        offenseTheft: ['robbery'],
        diversity: { gender: 'female' },
      },
      updatedAt: expect.any(String) as string,
    });
    expect((await read(auth)).json()).toEqual(draft);
  });

  it('replaces the whole draft on every save: an answer left out is gone', async () => {
    const { user, auth } = await signedIn();
    const first = (
      await save(auth, { step: 'phone', answers: { justiceStatus: 'noOffense', city: 'Racine' } })
    ).json<ProfileDraft>();
    const second = await save(auth, {
      step: 'address',
      answers: { justiceStatus: 'noOffense', phone: '4145550100' },
    });
    expect(second.statusCode).toBe(200);
    const draft = (await read(auth)).json<ProfileDraft>();
    expect(draft.step).toBe('address');
    expect(JSON.parse(draft.answers)).toEqual({ justiceStatus: 'noOffense', phone: '4145550100' });
    expect(Date.parse(draft.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    expect(await storedRows(user.id)).toHaveLength(1);
  });

  it('keeps a half-done onboarding: a record without offenses yet is a draft, not an error', async () => {
    const { auth } = await signedIn();
    const res = await save(auth, { step: 'strengths', answers: { justiceStatus: 'probation' } });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json<ProfileDraft>().answers)).toEqual({ justiceStatus: 'probation' });
  });
});

describe('only the owner', () => {
  it("never shows one client's draft to another client", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    await save(owner.auth, { step: 'offenses', answers: { justiceStatus: 'parole' } });
    expect((await read(other.auth)).json()).toBeNull();
    // Another client's save and delete touch only their own.
    await save(other.auth, { step: 'phone', answers: { justiceStatus: 'noOffense' } });
    expect((await forget(other.auth)).statusCode).toBe(204);
    expect((await read(owner.auth)).json<ProfileDraft>().step).toBe('offenses');
  });

  it('refuses employers and service providers (403) and anyone signed out (401)', async () => {
    for (const type of ['employer', 'rsp'] as const) {
      const { auth } = await signedIn(type);
      expect((await read(auth)).statusCode).toBe(403);
      expect((await save(auth, { step: 'phone', answers: {} })).statusCode).toBe(403);
      expect((await forget(auth)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url,
      payload: { step: 'phone', answers: {} },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('shape and size limits', () => {
  it('answers 400 naming the field for a step or an answer outside its list, never 500', async () => {
    const { user, auth } = await signedIn();
    const cases: [unknown, string][] = [
      [{ step: 'payment', answers: {} }, 'step'],
      [{ step: 'phone', answers: { justiceStatus: 'free' } }, 'answers.justiceStatus'],
      [{ step: 'phone', answers: { offenseTheft: ['murder'] } }, 'answers.offenseTheft.0'],
      [{ step: 'phone', answers: { city: 'x'.repeat(201) } }, 'answers.city'],
      [{ step: 'phone', answers: { phone: '12' } }, 'answers.phone'],
      [{ step: 'phone', answers: { languages: [{ language: 'klingon' }] } }, 'answers.languages.0'],
      [{ step: 'phone', answers: [] }, 'answers'],
      [{ step: 'phone', answers: 'everything' }, 'answers'],
      [{ step: 'phone' }, 'answers'],
      [{ answers: {} }, 'step'],
    ];
    for (const [payload, path] of cases) {
      const res = await save(auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json<ErrorBody>();
      expect(body.code).toBe('InvalidRequest');
      expect(body.details?.map((d) => d.path).some((p) => p.startsWith(path))).toBe(true);
    }
    expect(await storedRows(user.id)).toHaveLength(0);
  });

  it('answers 400 to a body that is not JSON, and 413 to a draft over the size limit', async () => {
    const { user, auth } = await signedIn();
    const malformed = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"step": "phone", "answers": {',
    });
    expect(malformed.statusCode).toBe(400);

    // Fifty valid entries, each as long as allowed, in a language of accents: more bytes than a
    // draft may hold (the limit counts bytes, not characters).
    const entry = {
      title: 't'.repeat(200),
      company: 'c'.repeat(200),
      startAtMonth: 1,
      startAtYear: 2015,
      endAtMonth: 2,
      endAtYear: 2016,
      stillWork: false,
      location: 'l'.repeat(200),
      description: 'é'.repeat(500),
    };
    const payload = {
      step: 'workExperience',
      answers: { relativeExperience: Array(50).fill(entry) },
    };
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(PROFILE_DRAFT_MAX_BYTES);
    const tooLarge = await save(auth, payload);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<ErrorBody>().code).toBe('PayloadTooLarge');
    expect(await storedRows(user.id)).toHaveLength(0);

    // Just under the limit is kept.
    const fits = { ...payload, answers: { relativeExperience: Array(20).fill(entry) } };
    expect((await save(auth, fits)).statusCode).toBe(200);
  });
});

describe('when the profile is created', () => {
  it('deletes the draft with it, then refuses new drafts (409)', async () => {
    const { user, auth } = await signedIn();
    await save(auth, { step: 'referredBy', answers: wizardPayload() });
    expect(await storedRows(user.id)).toHaveLength(1);

    const created = await postClientProfile(t.app, auth);
    expect(created.statusCode).toBe(201);
    expect(await storedRows(user.id)).toHaveLength(0);
    expect((await read(auth)).json()).toBeNull();

    const late = await save(auth, { step: 'phone', answers: { justiceStatus: 'parole' } });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().code).toBe('ResourceConflict');
    expect(await storedRows(user.id)).toHaveLength(0);
    expect((await forget(auth)).statusCode).toBe(204);
  });

  it('leaves no draft behind when saves race the creation of the profile', async () => {
    const { user, auth } = await signedIn();
    const draft = { step: 'referredBy', answers: { justiceStatus: 'parole' } };
    const answers = await Promise.all([
      save(auth, draft),
      save(auth, draft),
      postClientProfile(t.app, auth),
      save(auth, draft),
      save(auth, draft),
    ]);
    expect(answers[2]?.statusCode).toBe(201);
    for (const res of answers) expect([200, 201, 409]).toContain(res.statusCode);
    expect(await storedRows(user.id)).toHaveLength(0);
  });

  it('goes with the account when the account is deleted', async () => {
    const { user, auth } = await signedIn();
    await save(auth, { step: 'phone', answers: { justiceStatus: 'parole' } });
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect(await storedRows(user.id)).toHaveLength(0);
  });
});

describe('DELETE /v1/user/profile-draft', () => {
  it('forgets the draft, and answers 204 when there is none', async () => {
    const { user, auth } = await signedIn();
    await save(auth, { step: 'phone', answers: { justiceStatus: 'parole' } });
    expect((await forget(auth)).statusCode).toBe(204);
    expect(await storedRows(user.id)).toHaveLength(0);
    expect((await read(auth)).json()).toBeNull();
    expect((await forget(auth)).statusCode).toBe(204);
  });
});
