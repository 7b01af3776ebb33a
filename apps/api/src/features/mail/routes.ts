/**
 * The development mailbox at /dev/mail: every e-mail the product wrote, newest first, readable in
 * the browser (and as JSON at /dev/mail/messages for browser tests). Not registered in production.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TimestampSchema } from '@fairchance/shared';
import { getMail, listMail } from './service.ts';
import { escapeHtml } from './templates.ts';

const MessageSchema = z.object({
  id: z.string(),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  createdAt: TimestampSchema,
});

export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail/messages',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.array(MessageSchema) },
      },
    },
    async (request) =>
      (await listMail(app.ctx, request.query.to)).map((message) => ({
        ...message,
        createdAt: message.createdAt.toISOString(),
      })),
  );

  app.get(
    '/mail',
    { schema: { hide: true, querystring: z.object({ to: z.string().optional() }) } },
    async (request, reply) => {
      const messages = await listMail(app.ctx, request.query.to);
      const rows = messages
        .map(
          (m) => `<li><a href="/dev/mail/${m.id}">${escapeHtml(m.subject)}</a>
<span> to ${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${escapeHtml(m.status)}</span></li>`,
        )
        .join('\n');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head>
<meta charset="utf-8"><title>Development mailbox</title></head><body style="font-family:sans-serif;padding:1rem">
<h1>Development mailbox</h1><p>Every e-mail the product has written (the outbox), newest first.</p>
${messages.length ? `<ul>${rows}</ul>` : '<p>No e-mail yet.</p>'}</body></html>`);
    },
  );

  app.get(
    '/mail/:id',
    { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const message = await getMail(app.ctx, request.params.id);
      return reply.type('text/html; charset=utf-8').send(message.html);
    },
  );
};
