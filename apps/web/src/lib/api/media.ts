import { mediaUrl as uploadUrl } from '@fairchance/shared';

/**
 * Where an uploaded image is shown from: the API answers upload keys (`avatar/<id>`), served
 * where the shared `mediaUrl` says; a value that is already a URL (a preview, a storage address)
 * is kept.
 */
export function mediaUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  if (/^(https?:|data:|blob:)/i.test(key) || key.startsWith('/')) return key;
  return uploadUrl(key);
}
