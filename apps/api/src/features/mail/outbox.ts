import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { renderMail, type MailData, type MailTemplate } from './templates.ts';

/**
 * Writes an e-mail to the outbox. Call it with the transaction that makes the change the e-mail
 * speaks of, so that the mail exists exactly when the change does (DESIGN §4).
 */
export async function enqueueMail<T extends MailTemplate>(
  tx: Database,
  mail: { template: T; to: string; language: string; data: MailData<T> },
): Promise<void> {
  const rendered = renderMail(mail.template, mail.language, mail.data);
  await tx.insert(outbox).values({
    template: mail.template,
    language: mail.language,
    to: mail.to,
    ...rendered,
  });
}
