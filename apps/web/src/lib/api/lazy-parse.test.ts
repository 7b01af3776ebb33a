import { describe, expect, it, vi } from 'vitest';
import { nextTask } from '#web/lib/next-task.ts';
import { lazyParse } from './lazy-parse.ts';

vi.mock('#web/lib/next-task.ts', () => ({ nextTask: vi.fn(() => Promise.resolve()) }));

const upload = { url: 'https://uploads.example/bucket', fields: { key: 'a/b' }, key: 'a/b' };

describe('lazyParse', () => {
  it('reads the first answer in a task after the schemas were built, later ones at once', async () => {
    const first = lazyParse((schemas) => schemas.UploadSchema);
    await expect(first(upload)).resolves.toEqual(upload);
    expect(nextTask).toHaveBeenCalledOnce();

    const second = lazyParse((schemas) => schemas.UploadSchema);
    await expect(second({ ...upload, key: 7 })).rejects.toThrow();
    expect(nextTask).toHaveBeenCalledOnce();
  });
});
