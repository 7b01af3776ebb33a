/**
 * The account's language and the language of error answers (docs/api.md#language): the account
 * keeps a language (sign-up, GET and PATCH /v1/user), its e-mails follow it, and every error
 * answer is written in the signed-in caller's language, else the best match of Accept-Language,
 * else English, with the same codes.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { User } from '@fairchance/shared';
import { invitations, outbox, rsps, users } from '../src/db/schema.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from './helpers/factories.ts';
import { createClient, createEmployer, createJob } from './helpers/profiles.ts';

const t = useTestApp({ signupsPerAddressPerHour: 1000 });

const SPANISH = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  lastName: 'Díaz',
  email: uniqueEmail('rosa'),
  password: 'a-long-unusual-passphrase',
  type: 'client',
  ...overrides,
});

const signUp = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users', payload, headers });

const mailTo = (to: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt);

const storedLanguage = async (id: string) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]
    ?.language;

async function signedIn(language = 'en') {
  const user = await createUser(t.database.db, { type: 'client', language });
  return { user, headers: bearer(await tokensFor(t.app, user.email)) };
}

describe('the account language', () => {
  it('is answered by GET /v1/user and changed by PATCH /v1/user', async () => {
    const { user, headers } = await signedIn();
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(before.json<User>().language).toBe('en');

    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers,
      payload: { language: 'es' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<User>().language).toBe('es');
    expect(await storedLanguage(user.id)).toBe('es');

    const after = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(after.json<User>().language).toBe('es');
  });

  it('refuses a language the product does not speak with 400 and a field detail', async () => {
    const { user, headers } = await signedIn();
    for (const language of ['fr', 'es-MX', '', 7]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user',
        headers,
        payload: { language },
      });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json(), String(language)).toMatchObject({
        code: 'InvalidRequest',
        details: [{ path: 'language' }],
      });
    }
    expect(await storedLanguage(user.id)).toBe('en');
  });

  it('sends later e-mails in the new language', async () => {
    const { user, headers } = await signedIn();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers,
      payload: { language: 'es' },
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers,
      payload: { password: TEST_PASSWORD, newPassword: 'another-long-unusual-passphrase' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailTo(user.email);
    expect(mail).toMatchObject({
      template: 'passwordChanged',
      language: 'es',
      subject: 'Se cambió su contraseña de FairChance Jobs',
    });
  });

  it('changed with a password in one call, already speaks the e-mail of that call', async () => {
    const { user, headers } = await signedIn();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers,
      payload: {
        language: 'es',
        password: TEST_PASSWORD,
        newPassword: 'another-long-unusual-passphrase',
      },
    });
    expect((await mailTo(user.email)).map((mail) => mail.language)).toEqual(['es']);
  });
});

describe('the language of a sign-up', () => {
  it('is the one the sign-up names, over the header', async () => {
    const payload = person({ language: 'es' });
    const res = await signUp(payload, ENGLISH);
    expect(res.statusCode).toBe(201);
    expect(res.json<User>().language).toBe('es');
    const [welcome] = await mailTo(payload.email);
    expect(welcome).toMatchObject({ language: 'es', subject: 'Bienvenido a FairChance Jobs' });

    const english = person({ language: 'en' });
    expect((await signUp(english, SPANISH)).json<User>().language).toBe('en');
  });

  it('else the best match of Accept-Language, else English', async () => {
    const spanish = person();
    const res = await signUp(spanish, { 'accept-language': 'fr-CA, es-US;q=0.8, en;q=0.5' });
    expect(res.json<User>().language).toBe('es');
    expect((await mailTo(spanish.email))[0]?.subject).toBe('Bienvenido a FairChance Jobs');

    expect((await signUp(person(), { 'accept-language': 'fr, de' })).json<User>().language).toBe(
      'en',
    );
    const none = person();
    expect((await signUp(none)).json<User>().language).toBe('en');
    expect((await mailTo(none.email))[0]?.subject).toBe('Welcome to FairChance Jobs');
  });

  it('of an invited case manager too', async () => {
    const [org] = await t.database.db
      .insert(rsps)
      .values({ name: `Org ${Math.random()}`, description: 'Helps people.' })
      .returning();
    const email = uniqueEmail('cm');
    const [invitation] = await t.database.db
      .insert(invitations)
      .values({ rspId: org!.id, firstName: 'Case', lastName: 'M', email, phone: '4145550100' })
      .returning();
    const res = await signUp(person({ type: 'rsp', email, invitationId: invitation!.id }), SPANISH);
    expect(res.statusCode).toBe(201);
    expect(res.json<User>()).toMatchObject({ language: 'es', rspAccount: { role: 'member' } });
    expect((await mailTo(email))[0]?.language).toBe('es');
  });

  it('refuses a language the product does not speak', async () => {
    const res = await signUp(person({ language: 'fr' }), SPANISH);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'InvalidRequest',
      message: 'language: Elija una de las opciones.',
      details: [{ path: 'language', message: 'Elija una de las opciones.' }],
    });
  });
});

describe('error answers', () => {
  it('follow Accept-Language when nobody is signed in, with the same codes', async () => {
    const { employer } = await createEmployer(t.database.db);
    const job = await createJob(t.database.db, employer.id);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/jobs/${job.id}`,
      headers: SPANISH,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      code: 'Unauthorized',
      message: 'Inicie sesión para continuar.',
    });

    const noSuchPath = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: SPANISH,
    });
    expect(noSuchPath.statusCode).toBe(404);
    expect(noSuchPath.json()).toEqual({
      code: 'ResourceNotFound',
      message: 'No existe esta dirección: GET /api/v1/nothing-here',
    });

    const taken = person();
    await signUp(taken);
    const conflict = await signUp({ ...taken, email: taken.email.toUpperCase() }, SPANISH);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      code: 'ResourceConflict',
      message: 'Este correo ya está en uso',
    });
  });

  it('stay English without a header, or for a language the product does not speak', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user' });
    expect(res.json()).toEqual({ code: 'Unauthorized', message: 'Please sign in to continue.' });
    const french = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(french.json<{ message: string }>().message).toBe('Please sign in to continue.');
  });

  it("follow a signed-in caller's account language, over the header", async () => {
    const { employer } = await createEmployer(t.database.db);
    const paused = await createJob(t.database.db, employer.id, { status: 'paused' });
    const { user } = await createClient(t.database.db);
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    const headers = { ...bearer(await tokensFor(t.app, user.email)), ...ENGLISH };

    const notFound = await t.app.inject({
      method: 'GET',
      url: `/api/v1/jobs/${paused.id}`,
      headers,
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({
      code: 'ResourceNotFound',
      message: 'Este empleo ya no está disponible.',
    });

    // An English account with a Spanish browser reads English.
    const { headers: englishAccount } = await signedIn('en');
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/v1/jobs/${paused.id}`,
      headers: { ...englishAccount, ...SPANISH },
    });
    expect(english.statusCode).toBe(404);
    expect(english.json<{ message: string }>().message).toBe('This job is no longer available.');
  });

  it('write a validation error and its details in Spanish, numbers included', async () => {
    const { headers } = await signedIn('es');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: { ...headers, ...ENGLISH },
      payload: { firstName: 'x'.repeat(101), lastName: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; details: unknown[] }>();
    expect(body.code).toBe('InvalidRequest');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'Puede escribir hasta 100 caracteres.' },
        { path: 'lastName', message: 'Este campo es obligatorio.' },
      ]),
    );
    expect(body.message).toMatch(
      /^(firstName: Puede escribir hasta 100 caracteres\.|lastName: Este campo es obligatorio\.)$/,
    );
  });

  it("write a service's own error in the account's language", async () => {
    const { headers } = await signedIn('es');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers,
      payload: { password: 'not-the-password', newPassword: 'another-long-unusual-passphrase' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'InvalidRequest',
      message: 'La contraseña actual no es correcta.',
      details: [{ path: 'password', message: 'La contraseña actual no es correcta.' }],
    });
  });
});
