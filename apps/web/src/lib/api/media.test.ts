import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media.ts';

describe('mediaUrl', () => {
  it('serves an upload key from the media path', () => {
    expect(mediaUrl('avatar/123')).toBe('/api/v1/media/avatar/123');
  });

  it('keeps URLs and paths as they are, and nothing as nothing', () => {
    expect(mediaUrl('blob:https://app.example/1')).toBe('blob:https://app.example/1');
    expect(mediaUrl('https://bucket.example/a.png')).toBe('https://bucket.example/a.png');
    expect(mediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(mediaUrl('/api/v1/media/avatar/1')).toBe('/api/v1/media/avatar/1');
    expect(mediaUrl(null)).toBeNull();
    expect(mediaUrl('')).toBeNull();
  });
});
