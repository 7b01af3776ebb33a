/**
 * Upload hardening (issue 10, item 9): one signed form stores one file however often it is posted
 * at once; forms are rate-limited per user; an image nothing shows any more stops being served.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CALL_MESSAGES,
  UPLOAD_FORM_USED_MESSAGE,
  type ErrorBody,
  type Organization,
  type Upload,
} from '@fairchance/shared';
import { media } from '../../src/db/schema.ts';
import { createTestApp, type TestApp, useTestApp } from '../helpers/app.ts';
import { postUploadForm } from '../helpers/uploads.ts';
import { bearer, tokensFor } from '../helpers/auth.ts';
import { createUser } from '../helpers/factories.ts';
import { createEmployer, organizationPayload } from '../helpers/profiles.ts';

type Auth = { authorization: string };

const t = useTestApp();

const signedIn = async (type: 'client' | 'rsp' = 'client') => {
  const user = await createUser(
    t.database.db,
    type === 'rsp' ? { type, rspRole: 'owner' } : { type },
  );
  return { user, auth: bearer(await tokensFor(t.app, user.email)) };
};

async function requestForm(auth: Auth, app: TestApp = t) {
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/avatar',
    headers: auth,
    payload: { contentType: 'image/png' },
  });
}

async function formFor(auth: Auth): Promise<Upload> {
  const res = await requestForm(auth);
  expect(res.statusCode).toBe(200);
  return res.json<Upload>();
}

const postForm = (form: Upload, file: Buffer) => postUploadForm(t.app, form, file);

const picture = (background = '#3a7') =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();

/** Uploads a picture and answers its key. */
async function upload(auth: Auth, background?: string): Promise<string> {
  const form = await formFor(auth);
  expect((await postForm(form, await picture(background))).statusCode).toBe(204);
  return form.key;
}

const serve = (key: string) => t.app.inject({ method: 'GET', url: `/api/v1/media/${key}` });
const storedFile = (key: string) => path.join(t.settings.dataDir, 'media', key);

describe('one upload form posted at once many times', () => {
  it('stores one file; the other posts answer 409, none 5xx', async () => {
    const { auth } = await signedIn();
    const form = await formFor(auth);
    const file = await picture();
    const answers = await Promise.all(Array.from({ length: 10 }, () => postForm(form, file)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([204, ...Array<number>(9).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json<ErrorBody>()).toEqual({
        code: 'ResourceConflict',
        message: UPLOAD_FORM_USED_MESSAGE,
      });
    }
    const rows = await t.database.db.select().from(media).where(eq(media.key, form.key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.size).toBeGreaterThan(0);
    expect((await serve(form.key)).statusCode).toBe(200);
  });

  it('is not used up by a file that is refused, also when posted at once', async () => {
    const { auth } = await signedIn();
    const form = await formFor(auth);
    const refused = await postForm(form, Buffer.from('GIF89a but really a text file'));
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect((await serve(form.key)).statusCode).toBe(404);
    expect((await postForm(form, await picture())).statusCode).toBe(204);
    expect((await serve(form.key)).statusCode).toBe(200);

    // Refused and right files at once: at most one stored, nothing answers 5xx. A refused file
    // may hold the claim while the right ones are told 'already used'; it gives the claim back,
    // so the form still takes the right file afterwards.
    const file = await picture();
    const bad = Buffer.from('not an image');
    const again = await formFor(auth);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => postForm(again, i % 2 ? file : bad)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.every((status) => status < 500),
      statuses.join(),
    ).toBe(true);
    const stored = statuses.filter((status) => status === 204).length;
    expect(stored).toBeLessThanOrEqual(1);
    if (stored === 0) expect((await postForm(again, file)).statusCode).toBe(204);
    expect((await serve(again.key)).statusCode).toBe(200);
    expect((await serve(form.key)).statusCode).toBe(200);
  });
});

describe('upload forms per user', () => {
  it('are limited to UPLOADS_PER_USER_PER_HOUR, then 429; other users keep theirs', async () => {
    const limited = await createTestApp({ uploadsPerUserPerHour: 3 });
    try {
      const login = async () => {
        const user = await createUser(limited.database.db);
        return bearer(await tokensFor(limited.app, user.email));
      };
      const auth = await login();
      for (let i = 0; i < 3; i += 1)
        expect((await requestForm(auth, limited)).statusCode).toBe(200);
      const refused = await requestForm(auth, limited);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>()).toEqual({
        code: 'RequestThrottled',
        message: CALL_MESSAGES.throttled,
      });
      expect((await requestForm(await login(), limited)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('are counted exactly when asked for at once', async () => {
    const limited = await createTestApp({ uploadsPerUserPerHour: 5 });
    try {
      const user = await createUser(limited.database.db);
      const auth = bearer(await tokensFor(limited.app, user.email));
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => requestForm(auth, limited)),
      );
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
      expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(7);
    } finally {
      await limited.close();
    }
  });
});

describe('a replaced or removed image', () => {
  const patchUser = (auth: Auth, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/v1/user', headers: auth, payload });

  it("stops being served: an account's avatar", async () => {
    const { auth } = await signedIn();
    const first = await upload(auth);
    expect((await patchUser(auth, { avatar: first })).statusCode).toBe(200);
    const served = await serve(first);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const second = await upload(auth, '#a37');
    expect((await patchUser(auth, { avatar: second })).statusCode).toBe(200);
    expect((await serve(first)).statusCode).toBe(404);
    expect(existsSync(storedFile(first))).toBe(false);
    expect((await serve(second)).statusCode).toBe(200);

    expect((await patchUser(auth, { avatar: null })).statusCode).toBe(200);
    expect((await serve(second)).statusCode).toBe(404);
    expect(existsSync(storedFile(second))).toBe(false);

    // Kept while it stays the avatar; a fresh upload not saved yet is served (the preview).
    const kept = await upload(auth);
    expect((await patchUser(auth, { avatar: kept })).statusCode).toBe(200);
    expect((await patchUser(auth, { avatar: kept, firstName: 'Renamed' })).statusCode).toBe(200);
    expect((await patchUser(auth, { lastName: 'Again' })).statusCode).toBe(200);
    expect((await serve(kept)).statusCode).toBe(200);
    expect((await serve(await upload(auth, '#77a'))).statusCode).toBe(200);
  });

  it("stops being served: an employer's logo", async () => {
    const { user, employer } = await createEmployer(t.database.db);
    const auth = bearer(await tokensFor(t.app, user.email));
    const patch = (avatar: string | null) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/employers/${employer.id}`,
        headers: auth,
        payload: { avatar },
      });
    const first = await upload(auth);
    expect((await patch(first)).statusCode).toBe(200);
    const second = await upload(auth, '#a37');
    expect((await patch(second)).statusCode).toBe(200);
    expect((await serve(first)).statusCode).toBe(404);
    expect((await serve(second)).statusCode).toBe(200);
    expect((await patch(null)).statusCode).toBe(200);
    expect((await serve(second)).statusCode).toBe(404);
  });

  it("stops being served: an organization's image, unless still the owner's avatar", async () => {
    const { auth } = await signedIn('rsp');
    const shared = await upload(auth);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rsp',
      headers: auth,
      payload: organizationPayload({
        avatar: shared,
        owner: { phone: '(715) 555-0100', position: 'supervisor', avatar: shared },
      }),
    });
    expect(created.statusCode).toBe(201);
    const rspId = created.json<Organization>().id;
    const patch = (avatar: string | null) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/rsp/${rspId}`,
        headers: auth,
        payload: { avatar },
      });

    // The organization gets its own image; the old one is still the owner's avatar.
    const own = await upload(auth, '#a37');
    expect((await patch(own)).statusCode).toBe(200);
    expect((await serve(shared)).statusCode).toBe(200);
    expect((await serve(own)).statusCode).toBe(200);

    const next = await upload(auth, '#77a');
    expect((await patch(next)).statusCode).toBe(200);
    expect((await serve(own)).statusCode).toBe(404);
    expect((await patch(null)).statusCode).toBe(200);
    expect((await serve(next)).statusCode).toBe(404);

    // The owner's avatar goes once the owner replaces it too.
    expect((await patchUser(auth, { avatar: null })).statusCode).toBe(200);
    expect((await serve(shared)).statusCode).toBe(404);
  });
});
