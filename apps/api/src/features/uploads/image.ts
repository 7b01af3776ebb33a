/**
 * Checks what a file really is (its first bytes, not the declared type) and re-encodes it, which
 * drops every piece of metadata (location, camera, names) a photo may carry. Avatars are also
 * scaled down: a person's picture never needs more than 512 px, and cheap phones thank us.
 */
import sharp from 'sharp';
import { AppError, type MediaKind } from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';

export type DetectedType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/tiff';

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

export function detectImageType(buf: Buffer): DetectedType | undefined {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const head = buf.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (startsWith(buf, [0x49, 0x49, 0x2a, 0x00]) || startsWith(buf, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'image/tiff';
  return undefined;
}

const ALLOWED: Record<MediaKind, DetectedType[]> = {
  avatar: ['image/jpeg', 'image/png', 'image/gif'],
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/tiff'],
};

const MAX_SIDE: Record<MediaKind, number> = { avatar: 512, image: 2048 };

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/gif';
}

export async function processImage(kind: MediaKind, input: Buffer): Promise<ProcessedImage> {
  const detected = detectImageType(input);
  if (!detected || !ALLOWED[kind].includes(detected)) {
    throw new AppError(
      'UnsupportedMediaType',
      kind === 'avatar' ? API_TEXT.uploads.avatarType : API_TEXT.uploads.imageType,
    );
  }
  try {
    const image = sharp(input, { animated: detected === 'image/gif', limitInputPixels: 50_000_000 })
      .rotate() // apply the camera's orientation before the metadata that holds it is dropped
      .resize({
        width: MAX_SIDE[kind],
        height: MAX_SIDE[kind],
        fit: 'inside',
        withoutEnlargement: true,
      });
    // Browsers do not show TIFF: it is stored as PNG.
    if (detected === 'image/jpeg')
      return {
        data: await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
        contentType: detected,
      };
    if (detected === 'image/gif')
      return { data: await image.gif().toBuffer(), contentType: detected };
    return { data: await image.png({ compressionLevel: 9 }).toBuffer(), contentType: 'image/png' };
  } catch {
    throw new AppError('UnsupportedMediaType', API_TEXT.uploads.unreadable);
  }
}
