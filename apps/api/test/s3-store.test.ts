import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store, type MediaStore } from '../src/features/uploads/storage.ts';

/** A minimal S3-compatible endpoint (path-style PUT, GET, DELETE), enough to see what the store sends. */
const objects = new Map<
  string,
  { body: Buffer; headers: Record<string, string | string[] | undefined> }
>();
const fake = Fastify({ logger: false });
fake.removeAllContentTypeParsers();
fake.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
fake.put('/*', async (request, reply) => {
  objects.set(request.url.split('?')[0]!, {
    body: request.body as Buffer,
    headers: request.headers,
  });
  return reply.header('etag', '"1"').status(200).send('');
});
fake.get('/*', async (request, reply) => {
  const object = objects.get(request.url.split('?')[0]!);
  if (!object) {
    return reply
      .status(404)
      .type('application/xml')
      .send(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>',
      );
  }
  return reply.type(String(object.headers['content-type'])).send(object.body);
});

fake.delete('/*', async (request, reply) => {
  // S3 answers 204 whether or not the key existed.
  objects.delete(request.url.split('?')[0]!);
  return reply.status(204).send();
});

let store: MediaStore;
beforeAll(async () => {
  await fake.listen({ port: 0, host: '127.0.0.1' });
  const { port } = fake.server.address() as { port: number };
  store = await createS3Store({
    bucket: 'media',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
  });
});
afterAll(() => fake.close());

describe('S3-compatible media store', () => {
  it('puts a file under its key, signed, with its type and cache policy, and gets it back', async () => {
    const key = 'avatar/01900000-0000-7000-8000-0000000000aa';
    await store.put(key, Buffer.from('image bytes'), 'image/png');
    const object = objects.get(`/media/${key}`);
    expect(object?.body.toString()).toBe('image bytes');
    expect(object?.headers['content-type']).toBe('image/png');
    expect(object?.headers['cache-control']).toContain('immutable');
    expect(String(object?.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-key\//,
    );
    expect((await store.get(key))?.toString()).toBe('image bytes');
  });

  it('answers undefined for a missing key and refuses a malformed one', async () => {
    expect(await store.get('avatar/01900000-0000-7000-8000-0000000000bb')).toBeUndefined();
    await expect(store.put('../etc/passwd', Buffer.from('x'), 'image/png')).rejects.toThrow(
      'Bad media key',
    );
  });

  it('deletes a file (a replaced avatar), and a missing one without error', async () => {
    const key = 'avatar/01900000-0000-7000-8000-0000000000cc';
    await store.put(key, Buffer.from('old avatar'), 'image/png');
    await store.delete(key);
    expect(objects.has(`/media/${key}`)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.delete('../etc/passwd')).rejects.toThrow('Bad media key');
  });
});
