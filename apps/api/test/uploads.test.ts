import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Upload, User } from '@fairchance/shared';
import { verifyUploadFields } from '../src/features/uploads/service.ts';
import { useTestApp } from './helpers/app.ts';
import { postUploadForm } from './helpers/uploads.ts';
import { bearer, signedInUser, tokensFor } from './helpers/auth.ts';
import { createUser } from './helpers/factories.ts';

const t = useTestApp();
let auth: { authorization: string };
beforeAll(async () => {
  const user = await createUser(t.database.db);
  auth = bearer(await tokensFor(t.app, user.email));
});

const requestForm = async (kind = 'avatar', headers = auth) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/uploads/${kind}`,
    headers,
    payload: { contentType: 'image/jpeg' },
  });
  expect(res.statusCode).toBe(200);
  return res.json<Upload>();
};

const postForm = (form: Upload, file: Buffer, fields?: Record<string, string>) =>
  postUploadForm(t.app, form, file, fields);

const photo = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'GPS 43.0389 -87.9065 home address' } })
    .toBuffer();

describe('uploads', () => {
  it('needs a signed-in user for a form, and a known kind', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/avatar',
      payload: { contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/video',
      headers: auth,
      payload: { contentType: 'image/png' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('stores a photo re-encoded, scaled down and without metadata, then serves it', async () => {
    const original = await photo();
    expect(original.toString('latin1')).toContain('home address');
    const form = await requestForm();
    expect(form).toMatchObject({
      url: '/api/v1/uploads/form',
      key: expect.stringMatching(/^avatar\//) as unknown,
    });

    const res = await postForm(form, original);
    expect(res.statusCode).toBe(204);

    const served = await t.app.inject({ method: 'GET', url: `/api/v1/media/${form.key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.toString('latin1')).not.toContain('home address');
    const meta = await sharp(served.rawPayload).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(512);
    expect(meta.exif).toBeUndefined();
  });

  it('lets the user set the key as avatar', async () => {
    const form = await requestForm();
    expect((await postForm(form, await photo(64, 64))).statusCode).toBe(204);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: auth,
      payload: { avatar: form.key },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().avatar).toBe(form.key);

    const { auth: otherAuth } = await signedInUser(t);
    const stolen = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: otherAuth,
      payload: { avatar: form.key },
    });
    expect(stolen.statusCode).toBe(400);
  });

  it('checks the real content, not the name or declared type', async () => {
    const form = await requestForm();
    const res = await postForm(form, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'UnsupportedMediaType',
      message: 'The picture must be a JPG, GIF or PNG image.',
    });

    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    expect((await postForm(await requestForm(), tiff)).statusCode).toBe(415);

    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    const broken = await postForm(await requestForm(), fakePng);
    expect(broken.statusCode).toBe(415);
  });

  it('stores TIFF images as PNG', async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    const form = await requestForm('image');
    expect((await postForm(form, tiff)).statusCode).toBe(204);
    const served = await t.app.inject({ method: 'GET', url: `/api/v1/media/${form.key}` });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses an avatar over 1 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1024 * 1024 + 10)]);
    const res = await postForm(await requestForm(), big);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ code: string }>().code).toBe('PayloadTooLarge');
  });

  it('refuses a tampered, reused or expired form', async () => {
    const form = await requestForm();
    const tampered = await postForm(form, await photo(32, 32), {
      ...form.fields,
      key: 'avatar/01900000-0000-7000-8000-000000000000',
    });
    expect(tampered.statusCode).toBe(400);

    expect((await postForm(form, await photo(32, 32))).statusCode).toBe(204);
    const reused = await postForm(form, await photo(32, 32));
    expect(reused.statusCode).toBe(409);

    const later = await requestForm();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 6 * 60_000);
      expect(() => verifyUploadFields(t.app.ctx, later.fields)).toThrow(
        'The upload form has expired. Try again.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 404 for a missing file', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/media/avatar/01900000-0000-7000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('ResourceNotFound');
  });
});
