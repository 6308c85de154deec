import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import type { Tx } from '../../platform/db/coordination';
import type { Database } from '../../platform/db/database';
import { mailOutbox } from '../schema';
import { type MailSender, PermanentMailError } from './sender';

export { PermanentMailError };

/**
 * The mail outbox (docs/decisions/046): a mail is a row first, written through the caller's
 * database handle — pass the transaction of the business change (`db.transaction(async (tx) => {
 * …; await enqueueMail(tx, mail) })`) and the mail is queued only if that change commits. The
 * drain worker (`drainOutbox`) delivers due rows, on any number of instances at once.
 */

export type MailKind =
  | 'verification'
  | 'password_reset'
  | 'refund_confirmation'
  | 'report_reply'
  | (string & {});

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /**
   * Enqueueing the same key twice is one mail (e.g. `refund_confirmation:{refundId}`): a retried
   * request or a replayed job never mails twice.
   */
  dedupeKey: string;
}

/** A database handle or the transaction of the change the mail is about. */
export type MailExecutor = Database | Tx;

/**
 * Queues a mail (idempotent by `dedupeKey`). Answers the outbox row's id and whether this call
 * created it (`false`: a mail with that key was already queued, nothing changed).
 */
export async function enqueueMail(
  db: MailExecutor,
  mail: OutgoingMail,
  nowMs: number = Date.now(),
): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      id: newId('mail'),
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      dedupeKey: mail.dedupeKey,
      nextAttemptAt: new Date(nowMs),
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, mail.dedupeKey));
  return { id: existing?.id ?? '', created: false };
}

/** Attempts before a mail is marked failed for good (≈ 1.5 days of backoff); an admin can requeue it. */
export const MAX_ATTEMPTS = 12;
/** How long a claimed row is reserved for its sender; a crashed instance's claim lapses after it. */
export const CLAIM_MS = 2 * 60 * 1000;

/** Exponential backoff after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at 4 h. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 4 * 60 * 60 * 1000);
}

export interface DrainOptions {
  nowMs: number;
  /** At most this many mails per call. */
  batch?: number;
}

export interface DrainResult {
  sent: number;
  /** Failed this time and rescheduled. */
  retrying: number;
  /** Failed for good (permanent error or MAX_ATTEMPTS reached). */
  failed: number;
}

/**
 * Claims up to `batch` due mails (queued and due, or 'sending' with a lapsed claim) with
 * `FOR UPDATE SKIP LOCKED`, so concurrent drains on several instances never take the same row,
 * marks them 'sending' and commits; then hands each to the sender outside any transaction. A
 * success is 'sent'; a failure goes back to 'queued' with the error and a later `nextAttemptAt`
 * (backoff), or to 'failed' when permanent or out of attempts. A crash between claim and result
 * leaves the row 'sending' until its claim lapses, then it is retried: at-least-once delivery.
 */
export async function drainOutbox(
  db: Database,
  sender: MailSender,
  options: DrainOptions,
): Promise<DrainResult> {
  const now = new Date(options.nowMs);
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)),
          and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.claimedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(options.batch ?? 20)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        claimedUntil: new Date(options.nowMs + CLAIM_MS),
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  for (const mail of claimed) {
    try {
      await sender.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: now,
          transport: sender.name,
          lastError: null,
          claimedUntil: null,
        })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending')));
      result.sent++;
    } catch (error) {
      const giveUp = error instanceof PermanentMailError || mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'queued',
          lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
          nextAttemptAt: new Date(options.nowMs + backoffMs(mail.attempts)),
          claimedUntil: null,
        })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending')));
      if (giveUp) result.failed++;
      else result.retrying++;
    }
  }
  return result;
}

/** Puts a failed mail back in the queue, due now (the /admin/mail "Retry" action). */
export async function requeueMail(db: MailExecutor, id: string, nowMs: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date(nowMs) })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
