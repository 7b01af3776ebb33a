/**
 * Sends the outbox through SMTP (docs/data-model.md#where-data-lives). Any number of API processes
 * may run a worker: each claims a batch with `FOR UPDATE SKIP LOCKED`, so no message is claimed
 * twice. A claimed message carries a lease; if its process dies mid-send, the lease runs out and
 * another worker retries it. Each message keeps one Message-ID across retries, so a receiving
 * server can drop a duplicate.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { claimDueMessages, markNotSent, markSent, type OutboxRow } from './queries.ts';

const BATCH = 20;
const MAX_ATTEMPTS = 8;
const LEASE_MS = 2 * 60_000;

/** 30 s, 1 min, 2 min, ... capped at one hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

export interface MailWorkerOptions {
  db: Database;
  smtpUrl: string;
  from: string;
  /** Domain used in Message-IDs. */
  domain: string;
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
  intervalMs?: number;
}

export class MailWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly options: MailWorkerOptions;

  constructor(options: MailWorkerOptions) {
    this.options = options;
    this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  start(): void {
    const tick = () => {
      void this.runOnce()
        .catch((err: unknown) => this.options.log.error({ err }, 'mail worker failed'))
        .finally(() => {
          if (this.timer !== undefined)
            this.timer = setTimeout(tick, this.options.intervalMs ?? 2000);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => 0);
    this.transport.close();
  }

  /**
   * Sends what is due; answers how many messages were sent. Never runs twice at once in a process.
   */
  runOnce(): Promise<number> {
    this.running ??= this.sendDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async claim(): Promise<OutboxRow[]> {
    return this.options.db.transaction((tx) =>
      claimDueMessages(tx, { batch: BATCH, leaseMs: LEASE_MS }),
    );
  }

  private async sendDue(): Promise<number> {
    const { db, from, domain, log } = this.options;
    const claimed = await this.claim();
    let sent = 0;
    for (const message of claimed) {
      try {
        await this.transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: `<${message.id}@${domain}>`,
          ...(message.headers ? { headers: message.headers } : {}),
        });
        await markSent(db, message.id);
        sent += 1;
      } catch (error) {
        const failedForGood = message.attempts >= MAX_ATTEMPTS;
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ outboxId: message.id, attempts: message.attempts, reason }, 'mail not sent');
        await markNotSent(db, message.id, {
          status: failedForGood ? 'failed' : 'pending',
          lastError: reason.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(message.attempts)),
        });
      }
    }
    return sent;
  }
}
