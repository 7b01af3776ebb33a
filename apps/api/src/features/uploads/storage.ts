/**
 * Where uploaded files live: DATA_DIR/media on local disk by default. The interface is what an
 * object store needs (put, get), so an S3-compatible store can stand in when S3_* is set.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MediaStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
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
  };
}
