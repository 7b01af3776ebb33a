/**
 * POST /v1/uploads/{kind}: a presigned form POST (docs/api.md#endpoints, docs/api.md#uploads,
 * docs/rules.md).
 */
import { z } from 'zod';
import { MEDIA_CONTENT_TYPES } from '../constants.ts';
import { MEDIA_KINDS } from '../enums/auth.ts';
import { requiredEnum } from '../validation/fields.ts';
import { UPLOAD_FORM_USED_MESSAGE } from './message-texts.ts';

export { UPLOAD_FORM_USED_MESSAGE };

export const UploadParamsSchema = z.object({ kind: z.enum(MEDIA_KINDS) });
export type UploadParams = z.infer<typeof UploadParamsSchema>;

/** The declared type; the server still checks the real content (magic bytes). */
export const CreateUploadRequestSchema = z.object({
  contentType: requiredEnum(MEDIA_CONTENT_TYPES),
});
export type CreateUploadRequest = z.infer<typeof CreateUploadRequestSchema>;

/** Post the file as a form to `url` with `fields`; then use `key` as the avatar or image. */
export const UploadSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
});
export type Upload = z.infer<typeof UploadSchema>;

/** Size limits per kind (docs/validation.md#photos: avatars 1 MB at most). */
export const MEDIA_MAX_BYTES = { avatar: 1024 * 1024, image: 5 * 1024 * 1024 } as const;
