import type { Database } from '../../db/client.ts';
import { insertOutboxRows } from './queries.ts';
import { renderMail, type MailData, type MailTemplate } from './templates.ts';

type QueuedMail<T extends MailTemplate> = {
  template: T;
  to: string;
  language: string;
  data: MailData<T>;
  /** Extra headers, such as a job alert's List-Unsubscribe. */
  headers?: Record<string, string>;
};

/**
 * Writes an e-mail to the outbox. Call it with the transaction that makes the change the e-mail
 * speaks of, so that the mail exists exactly when the change does (docs/rules.md#e-mails).
 */
export async function enqueueMail<T extends MailTemplate>(
  tx: Database,
  mail: QueuedMail<T>,
): Promise<void> {
  await enqueueMails(tx, [mail as AnyQueuedMail]);
}

/** Any one of the e-mails, each template with its own data. */
type AnyQueuedMail = { [T in MailTemplate]: QueuedMail<T> }[MailTemplate];

/** Several e-mails of one change, in one statement. */
export async function enqueueMails(tx: Database, mails: AnyQueuedMail[]): Promise<void> {
  if (!mails.length) return;
  await insertOutboxRows(
    tx,
    mails.map((mail) => ({
      template: mail.template,
      language: mail.language,
      to: mail.to,
      headers: mail.headers ?? null,
      ...renderMail(mail.template, mail.language, mail.data),
    })),
  );
}
