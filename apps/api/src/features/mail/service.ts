/**
 * The development mailbox (routes.ts): what the product wrote, read from the outbox. Queueing an
 * e-mail is outbox.ts, sending it worker.ts.
 */
import { AppError } from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import { API_TEXT } from '../../messages/index.ts';
import { findMessage, listMessages, type OutboxRow } from './queries.ts';

export async function listMail(ctx: AppContext, to: string | undefined): Promise<OutboxRow[]> {
  return listMessages(ctx.db, to);
}

export async function getMail(ctx: AppContext, id: string): Promise<OutboxRow> {
  const message = await findMessage(ctx.db, id);
  if (!message) throw new AppError('ResourceNotFound', API_TEXT.mail.noSuchMail);
  return message;
}
