/**
 * Uploads (docs/api.md#uploads, docs/decisions/011-uploads-pass-through-the-server.md): the browser
 * asks for a signed form, posts the file with it, then uses the key. The form's policy is signed
 * with AUTH_SECRET and lasts 5 minutes; the server checks the real content, re-encodes it, and only
 * then stores it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import {
  AppError,
  CALL_TEXT,
  MEDIA_MAX_BYTES,
  SCHEMA_TEXT,
  UPLOAD_URL_MINUTES,
  type LocalizedText,
  type MediaKind,
  type Upload,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { takeSlot } from '../../lib/rate-limit.ts';
import { processImage } from './image.ts';
import { claimMediaKey, findMedia, markMediaStored, releaseClaim } from './queries.ts';
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

const UPLOAD_BUCKET = 'upload:user';

/**
 * A signed form for one file. Each form counts against the user's hourly uploads
 * (UPLOADS_PER_USER_PER_HOUR): every upload is decoded and re-encoded, which costs the server
 * far more than asking for the form.
 */
export async function createUploadForm(
  ctx: AppContext,
  userId: string,
  kind: MediaKind,
): Promise<Upload> {
  const allowed = await takeSlot(ctx.db, {
    bucket: UPLOAD_BUCKET,
    key: userId,
    limit: ctx.settings.uploadsPerUserPerHour,
    windowMs: 3_600_000,
  });
  if (!allowed) throw new AppError('RequestThrottled', CALL_TEXT.throttled);
  const key = `${kind}/${uuidv7()}`;
  const policy: Policy = { key, kind, userId, expiresAt: Date.now() + UPLOAD_URL_MINUTES * 60_000 };
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
  return {
    url: UPLOAD_FORM_PATH,
    key,
    fields: { key, policy: encoded, signature: sign(ctx.settings.authSecret ?? '', encoded) },
  };
}

/** A size limit in whole megabytes, as the messages say it. */
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

const badForm = (message: LocalizedText) => new AppError('InvalidRequest', message);

/** What a claimed key's row says until its file is stored. */
const PENDING_CONTENT_TYPE = 'application/octet-stream';

/** Checks the signed fields of a form; answers the policy they grant. */
export function verifyUploadFields(ctx: AppContext, fields: Record<string, string>): Policy {
  const { policy, signature, key } = fields;
  if (!policy || !signature || !key) throw badForm(API_TEXT.uploads.formMissingFields);
  const expected = Buffer.from(sign(ctx.settings.authSecret ?? '', policy));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw badForm(API_TEXT.uploads.formInvalid);
  }
  const parsed = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as Policy;
  if (parsed.key !== key) throw badForm(API_TEXT.uploads.formInvalid);
  if (parsed.expiresAt < Date.now()) throw badForm(API_TEXT.uploads.formExpired);
  return parsed;
}

/**
 * Checks, re-encodes and stores the file of a form. A form stores one file, however many times
 * it is posted at once: the first post claims the key by inserting its media row (the key is
 * unique), later ones find it taken. The row says the file is ready only once it is stored
 * (`size` > 0); if the content is refused or the store fails, the claim is given back, so a form
 * is not used up by a wrong file and can be posted again with the right one.
 */
export async function storeUpload(
  ctx: AppContext,
  store: MediaStore,
  policy: Policy,
  file: Buffer,
): Promise<void> {
  if (file.length > MEDIA_MAX_BYTES[policy.kind]) {
    throw new AppError(
      'PayloadTooLarge',
      API_TEXT.uploads.fileTooLarge(megabytes(MEDIA_MAX_BYTES[policy.kind])),
    );
  }
  const claimed = await claimMediaKey(ctx.db, {
    key: policy.key,
    ownerUserId: policy.userId,
    kind: policy.kind,
    contentType: PENDING_CONTENT_TYPE,
  });
  if (!claimed) throw new AppError('ResourceConflict', SCHEMA_TEXT.uploadFormUsed);
  try {
    const image = await processImage(policy.kind, file);
    await store.put(policy.key, image.data, image.contentType);
    await markMediaStored(ctx.db, policy.key, image.contentType, image.data.length);
  } catch (error) {
    await releaseClaim(ctx.db, policy.key);
    throw error;
  }
}

export async function readMedia(
  ctx: AppContext,
  store: MediaStore,
  key: string,
): Promise<{ data: Buffer; contentType: string }> {
  const row = await findMedia(ctx.db, key);
  // A claimed key whose file is still being checked (size 0) is not a file yet.
  const data = row && row.size > 0 ? await store.get(key) : undefined;
  if (!row || !data) throw new AppError('ResourceNotFound', API_TEXT.uploads.noSuchFile);
  return { data, contentType: row.contentType };
}
