/**
 * Where uploaded files live: DATA_DIR/media on local disk by default. The interface is what an
 * object store needs (put, get), so an S3-compatible store can stand in when S3_* is set.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MediaStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are `<kind>/<uuid>`: checked before they reach the file system. */
export const MEDIA_KEY_PATTERN = /^(avatar|image)\/[0-9a-f-]{36}$/;

export function createLocalStore(dataDir: string): MediaStore {
  const root = path.resolve(dataDir, 'media');
  const fileOf = (key: string) => {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`Bad media key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Any S3-compatible store (AWS S3, MinIO, R2, ...). The file still passes through the server
 * first, so the content check and re-encoding apply whatever the store. Path-style addressing
 * when an endpoint is given, as most S3-compatible servers expect.
 */
export async function createS3Store(settings: S3Settings): Promise<MediaStore> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, NoSuchKey } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  return {
    async put(key, data, contentType) {
      if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`Bad media key: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: key }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return undefined;
        throw error;
      }
    },
    async delete(key) {
      if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`Bad media key: ${key}`);
      // S3 answers 204 for a missing key as well.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
  };
}

/** Local disk unless S3_* is set. */
export async function createMediaStore(settings: {
  s3: S3Settings | undefined;
  dataDir: string;
}): Promise<MediaStore> {
  return settings.s3 ? createS3Store(settings.s3) : createLocalStore(settings.dataDir);
}
