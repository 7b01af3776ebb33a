import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  CreateUploadRequestSchema,
  ErrorBodySchema,
  MEDIA_KINDS,
  MEDIA_MAX_BYTES,
  UploadParamsSchema,
  UploadSchema,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import {
  createUploadForm,
  megabytes,
  readMedia,
  storeUpload,
  verifyUploadFields,
} from './service.ts';
import type { MediaStore } from './storage.ts';

const LARGEST = Math.max(...Object.values(MEDIA_MAX_BYTES));

/** What GET /v1/media answers: uploads are re-encoded to one of these (TIFF as PNG). */
const SERVED_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const;
/** The image's bytes: a Buffer, sent as it is (lib/response-serializer.ts never sees it). */
const ImageFile = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary' });

export const uploadRoutes: FastifyPluginAsyncZod<{ store: MediaStore }> = async (
  app,
  { store },
) => {
  await app.register(multipart, {
    limits: { fileSize: LARGEST, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });

  app.post(
    '/v1/uploads/:kind',
    {
      onRequest: requireAuth(app),
      schema: {
        operationId: 'createUploadForm',
        tags: ['uploads'],
        summary: 'A signed form to upload an avatar or image',
        security: [{ bearerAuth: [] }],
        params: UploadParamsSchema,
        body: CreateUploadRequestSchema,
        response: {
          200: UploadSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => createUploadForm(app.ctx, authOf(request).userId, request.params.kind),
  );

  app.post(
    '/v1/uploads/form',
    {
      schema: {
        operationId: 'createUpload',
        tags: ['uploads'],
        summary: 'Post the file (multipart form: the signed fields, then `file`)',
        security: [],
        consumes: ['multipart/form-data'],
        response: {
          204: z.null(),
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('UnsupportedMediaType', API_TEXT.uploads.sendMultipart);
      const fields: Record<string, string> = {};
      let stored = false;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          if (part.fieldname !== 'file' || stored) {
            part.file.resume();
            continue;
          }
          const policy = verifyUploadFields(app.ctx, fields);
          const data = await part.toBuffer();
          await storeUpload(app.ctx, store, policy, data);
          stored = true;
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new AppError('PayloadTooLarge', API_TEXT.uploads.fileTooLarge(megabytes(LARGEST)));
        }
        if (
          error instanceof app.multipartErrors.FilesLimitError ||
          error instanceof app.multipartErrors.PartsLimitError ||
          error instanceof app.multipartErrors.FieldsLimitError
        ) {
          throw new AppError('InvalidRequest', API_TEXT.uploads.sendOneFile);
        }
        throw error;
      }
      if (!stored) throw new AppError('InvalidRequest', API_TEXT.uploads.noFile);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/media/:kind/:id',
    {
      schema: {
        operationId: 'getMedia',
        tags: ['uploads'],
        summary: 'An uploaded image',
        security: [],
        params: z.object({ kind: z.enum(MEDIA_KINDS), id: z.uuid() }),
        response: {
          200: {
            description: 'The image, re-encoded when it was uploaded',
            content: Object.fromEntries(SERVED_TYPES.map((type) => [type, { schema: ImageFile }])),
          },
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const file = await readMedia(app.ctx, store, `${request.params.kind}/${request.params.id}`);
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        )
        .send(file.data);
    },
  );
};
