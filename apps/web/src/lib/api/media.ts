/**
 * Where the API serves uploaded files: the same path as the shared `mediaUrl`. That one lives in
 * the shared uploads schema module, which would bring zod into the first page (the header's
 * avatar needs this), so it is repeated here; media.test.ts keeps the two the same.
 */
const MEDIA_PATH = '/api/v1/media/';

/**
 * Where an uploaded image is shown from: the API answers upload keys (`avatar/<id>`), served
 * under the media path; a value that is already a URL (a preview, a storage address) is kept.
 */
export function mediaUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  if (/^(https?:|data:|blob:)/i.test(key) || key.startsWith('/')) return key;
  return `${MEDIA_PATH}${key}`;
}
