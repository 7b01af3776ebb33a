/**
 * Uploads (SPEC §7, DESIGN §2, §4): the browser asks for a signed form, posts the file with it,
 * then uses the key. The form's policy is signed with AUTH_SECRET and lasts 5 minutes; the
 * server checks the real content, re-encodes it, and only then stores it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import {
  AppError,
  MEDIA_MAX_BYTES,
  UPLOAD_URL_MINUTES,
  type MediaKind,
  type Upload,
} from '@fairchance/shared';
import type { AppContext } from '../../app.ts';
import { media } from '../../db/schema.ts';
import { processImage } from './image.ts';
import type { MediaStore } from './storage.ts';

export const UPLOAD_FORM_PATH = '/api/v1/uploads/form';

interface Policy {
  key: string;
  kind: MediaKind;
  userId: string;
  expiresAt: number;
}

const sign = (secret: string, policy: string) =>
  createHmac('sha256', secret).update(`upload:${policy}`).digest('base64url');

export function createUploadForm(ctx: AppContext, userId: string, kind: MediaKind): Upload {
  const key = `${kind}/${uuidv7()}`;
  const policy: Policy = { key, kind, userId, expiresAt: Date.now() + UPLOAD_URL_MINUTES * 60_000 };
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
  return {
    url: UPLOAD_FORM_PATH,
    key,
    fields: { key, policy: encoded, signature: sign(ctx.settings.authSecret ?? '', encoded) },
  };
}

const badForm = (message: string) => new AppError('InvalidRequest', message);

/** Checks the signed fields of a form; answers the policy they grant. */
export function verifyUploadFields(ctx: AppContext, fields: Record<string, string>): Policy {
  const { policy, signature, key } = fields;
  if (!policy || !signature || !key) throw badForm('The upload form is missing its signed fields.');
  const expected = Buffer.from(sign(ctx.settings.authSecret ?? '', policy));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw badForm('The upload form is not valid. Try again.');
  }
  const parsed = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as Policy;
  if (parsed.key !== key) throw badForm('The upload form is not valid. Try again.');
  if (parsed.expiresAt < Date.now()) throw badForm('The upload form has expired. Try again.');
  return parsed;
}

export async function storeUpload(
  ctx: AppContext,
  store: MediaStore,
  policy: Policy,
  file: Buffer,
): Promise<void> {
  if (file.length > MEDIA_MAX_BYTES[policy.kind]) {
    throw new AppError('PayloadTooLarge', 'The file is too large: 1 MB at most.');
  }
  const [existing] = await ctx.db
    .select({ key: media.key })
    .from(media)
    .where(eq(media.key, policy.key));
  if (existing) throw badForm('This upload form was already used. Try again.');
  const image = await processImage(policy.kind, file);
  await store.put(policy.key, image.data, image.contentType);
  await ctx.db.insert(media).values({
    key: policy.key,
    ownerUserId: policy.userId,
    kind: policy.kind,
    contentType: image.contentType,
    size: image.data.length,
  });
}

export async function readMedia(
  ctx: AppContext,
  store: MediaStore,
  key: string,
): Promise<{ data: Buffer; contentType: string }> {
  const [row] = await ctx.db.select().from(media).where(eq(media.key, key));
  const data = row ? await store.get(key) : undefined;
  if (!row || !data) throw new AppError('ResourceNotFound', 'No such file.');
  return { data, contentType: row.contentType };
}
