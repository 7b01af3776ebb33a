import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import { enqueueMail } from '../src/features/mail/outbox.ts';
import { renderMail } from '../src/features/mail/templates.ts';
import { MailWorker } from '../src/features/mail/worker.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

interface Received {
  to: string[];
  raw: string;
}

let t: TestApp;
let smtp: SMTPServer;
let smtpPort = 0;
const received: Received[] = [];
let refuseNext = 0;

const quietLog = { error: () => {}, info: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          callback(new Error('mailbox busy'));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

beforeEach(async () => {
  received.length = 0;
  refuseNext = 0;
  await t.database.db.delete(outbox);
});

const worker = () =>
  new MailWorker({
    db: t.database.db,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    from: 'FairChance Jobs <no-reply@test.example>',
    domain: 'test.example',
    log: quietLog,
  });

describe('mail templates', () => {
  it('render text and HTML in the recipient language, escaping data', () => {
    const en = renderMail('passwordReset', 'en', {
      firstName: '<Ana>',
      url: 'http://localhost:3000/reset-password/?token=abc&username=a%40b.c',
      minutes: 60,
    });
    expect(en.subject).toBe('Reset your FairChance Jobs password');
    expect(en.text).toContain('expires in 60 minutes');
    expect(en.text).toContain('http://localhost:3000/reset-password/?token=abc&username=a%40b.c');
    expect(en.html).toContain('&#60;Ana&#62;');
    expect(en.html).not.toContain('<Ana>');

    const es = renderMail('welcome', 'es', { firstName: 'Ana', url: 'http://x' });
    expect(es.subject).toBe('Bienvenido a FairChance Jobs');
    expect(es.html).toContain('lang="es"');
  });

  it('fall back to English for an unknown language', () => {
    expect(renderMail('welcome', 'xx', { firstName: 'Ana', url: 'http://x' }).subject).toBe(
      'Welcome to FairChance Jobs',
    );
  });
});

describe('outbox and worker', () => {
  it('a mail written in a rolled-back transaction does not exist', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, {
          template: 'welcome',
          to: 'a@test.example',
          language: 'en',
          data: { firstName: 'A', url: 'http://x' },
        });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await t.database.db.select().from(outbox)).toHaveLength(0);
  });

  it('sends each message exactly once, even with two workers at once', async () => {
    for (let i = 0; i < 12; i += 1) {
      await enqueueMail(t.database.db, {
        template: 'welcome',
        to: `person${i}@test.example`,
        language: 'en',
        data: { firstName: `P${i}`, url: 'http://x' },
      });
    }
    const a = worker();
    const b = worker();
    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(sentA + sentB).toBe(12);
    expect(received).toHaveLength(12);
    expect(new Set(received.map((r) => r.to[0])).size).toBe(12);
    const rows = await t.database.db.select().from(outbox);
    expect(rows.every((r) => r.status === 'sent' && r.sentAt)).toBe(true);
    expect(received[0]?.raw).toMatch(/Message-ID: <[0-9a-f-]+@test\.example>/i);
  });

  it('retries a refused message later and keeps the error', async () => {
    await enqueueMail(t.database.db, {
      template: 'welcome',
      to: 'retry@test.example',
      language: 'en',
      data: { firstName: 'R', url: 'http://x' },
    });
    refuseNext = 1;
    const w = worker();
    expect(await w.runOnce()).toBe(0);
    const [failed] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'retry@test.example'));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toContain('mailbox busy');
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is sent.
    expect(await w.runOnce()).toBe(0);
    await t.database.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await w.runOnce()).toBe(1);
    await w.stop();
    expect(received).toHaveLength(1);
  });
});

describe('development mailbox', () => {
  it('lists the outbox as HTML and JSON, newest first', async () => {
    await enqueueMail(t.database.db, {
      template: 'welcome',
      to: 'one@test.example',
      language: 'en',
      data: { firstName: 'One', url: 'http://x' },
    });
    await enqueueMail(t.database.db, {
      template: 'welcome',
      to: 'two@test.example',
      language: 'en',
      data: { firstName: 'Two', url: 'http://x' },
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('two@test.example');
    const json = await t.app.inject({
      method: 'GET',
      url: '/dev/mail/messages?to=one@test.example',
    });
    const messages = json.json<{ id: string; to: string }[]>();
    expect(messages.map((m) => m.to)).toEqual(['one@test.example']);
    const one = await t.app.inject({ method: 'GET', url: `/dev/mail/${messages[0]!.id}` });
    expect(one.body).toContain('Hi One,');
  });

  // When it is closed: test/security/dev-doors.test.ts.
});
