import type { FastifyInstance } from 'fastify';
import type { Upload } from '@fairchance/shared';

/** Posts a file with a signed upload form (its own fields unless others are given), as a browser would. */
export async function postUploadForm(
  app: FastifyInstance,
  form: Upload,
  file: Buffer,
  fields: Record<string, string> = form.fields,
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(file)]), 'picture');
  const request = new Request('http://upload.test', { method: 'POST', body: data });
  return app.inject({
    method: 'POST',
    url: form.url,
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
