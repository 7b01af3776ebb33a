import type { MediaKind } from '@fairchance/shared';
import type { ApiClient } from './client.ts';
import { lazyParse } from './lazy-parse.ts';

/**
 * docs/api.md#endpoints uploads: ask for a signed form, post the file with every field of it (the
 * file last), and answer the key to save as the avatar or image.
 */
export async function uploadMedia(client: ApiClient, kind: MediaKind, file: File): Promise<string> {
  const form = await client.post(`/v1/uploads/${kind}`, {
    body: { contentType: file.type },
    parse: lazyParse((schemas) => schemas.UploadSchema),
  });
  const data = new FormData();
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
  data.append('file', file);
  // The signed fields are the permission: no bearer token (the URL may be a storage service).
  await client.request(form.url, { method: 'POST', body: data, auth: false, retries: 0 });
  return form.key;
}
