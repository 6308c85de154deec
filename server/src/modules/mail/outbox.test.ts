import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { seededTestDatabase } from '../../testing/harness';
import { mailOutbox } from '../schema';
import {
  backoffMs,
  CLAIM_MS,
  drainOutbox,
  enqueueMail,
  MAX_ATTEMPTS,
  PermanentMailError,
  requeueMail,
} from './outbox';
import type { MailSender, SendableMail } from './sender';
import { startMailWorker } from './worker';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await seededTestDatabase());
}, 120_000);
afterAll(() => close());

/** A sender that is down while `down` is true, and records what it delivered. */
function fakeSender() {
  const delivered: SendableMail[] = [];
  const state = { down: false, permanent: false };
  const sender: MailSender = {
    name: 'fake',
    async send(mail) {
      if (state.permanent) throw new PermanentMailError('550 no such user');
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      delivered.push(mail);
    },
  };
  return { sender, delivered, state };
}

const mail = (key: string, to = 'someone@example.test') => ({
  kind: 'report_reply',
  to,
  subject: `Subject ${key}`,
  text: `Text ${key}`,
  dedupeKey: `test:${key}`,
});

const rowOf = async (key: string) => {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `test:${key}`));
  return row;
};

/** Drains only this test's mails' time window: every test uses its own far-apart clock. */
describe('mail outbox', () => {
  it('enqueues once per dedupe key', async () => {
    const first = await enqueueMail(db, mail('dedupe'));
    const second = await enqueueMail(db, { ...mail('dedupe'), subject: 'changed' });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'test:dedupe'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'queued', attempts: 0, subject: 'Subject dedupe' });
  });

  it("queues nothing when the caller's transaction rolls back", async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rollback'));
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('business change failed');
    expect(await rowOf('rollback')).toBeUndefined();
    await db.transaction(async (tx) => {
      await enqueueMail(tx, mail('commit'));
    });
    expect(await rowOf('commit')).toMatchObject({ status: 'queued' });
  });

  it('keeps every mail while the sender is down, backs off, and delivers each once when it is back', async () => {
    // Mails queued earlier by the other tests are due too; they are delivered along.
    const { sender, delivered, state } = fakeSender();
    const t0 = Date.UTC(2030, 0, 1);
    for (const k of ['down-1', 'down-2', 'down-3']) await enqueueMail(db, mail(k), t0);
    state.down = true;
    const first = await drainOutbox(db, sender, { nowMs: t0 });
    expect(first.sent).toBe(0);
    expect(first.retrying).toBeGreaterThanOrEqual(3);
    const row = await rowOf('down-1');
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.lastError).toContain('ECONNREFUSED');
    expect(row?.nextAttemptAt.getTime()).toBe(t0 + backoffMs(1));

    // Not due before the backoff has passed: nothing is tried.
    expect(await drainOutbox(db, sender, { nowMs: t0 + backoffMs(1) - 1 })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    // Still down at the next attempt: the backoff doubles.
    const t1 = t0 + backoffMs(1);
    await drainOutbox(db, sender, { nowMs: t1 });
    expect((await rowOf('down-2'))?.nextAttemptAt.getTime()).toBe(t1 + backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));

    state.down = false;
    const t2 = t1 + backoffMs(2);
    const back = await drainOutbox(db, sender, { nowMs: t2 });
    expect(back.sent).toBeGreaterThanOrEqual(3);
    expect(await rowOf('down-3')).toMatchObject({
      status: 'sent',
      attempts: 3,
      transport: 'fake',
      lastError: null,
    });
    expect(delivered.filter((m) => m.subject.startsWith('Subject down-'))).toHaveLength(3);
    // Nothing is delivered twice.
    expect(await drainOutbox(db, sender, { nowMs: t2 + 24 * 3600_000 })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('concurrent drains (several instances) deliver each mail exactly once', async () => {
    const { sender, delivered } = fakeSender();
    const t0 = Date.UTC(2031, 0, 1);
    for (let i = 0; i < 30; i++) await enqueueMail(db, mail(`many-${i}`), t0);
    const results = await Promise.all(
      [0, 1, 2].map(() => drainOutbox(db, sender, { nowMs: t0, batch: 7 })),
    );
    // Drain until nothing is due.
    for (let i = 0; i < 10; i++) await drainOutbox(db, sender, { nowMs: t0, batch: 7 });
    const subjects = delivered.map((m) => m.subject).filter((s) => s.startsWith('Subject many-'));
    expect(new Set(subjects).size).toBe(30);
    expect(subjects).toHaveLength(30);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBeLessThanOrEqual(21);
  });

  it('retries a mail whose sender crashed mid-send once the claim lapses', async () => {
    const { sender, delivered } = fakeSender();
    const t0 = Date.UTC(2032, 0, 1);
    const { id } = await enqueueMail(db, mail('crash'), t0);
    // An instance claimed it and died before recording the result.
    await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, claimedUntil: new Date(t0 + CLAIM_MS) })
      .where(eq(mailOutbox.id, id));
    await drainOutbox(db, sender, { nowMs: t0 + CLAIM_MS - 1 });
    expect(delivered.some((m) => m.subject === 'Subject crash')).toBe(false);
    await drainOutbox(db, sender, { nowMs: t0 + CLAIM_MS });
    expect(delivered.filter((m) => m.subject === 'Subject crash')).toHaveLength(1);
    expect(await rowOf('crash')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('marks a mail failed on a permanent error or after MAX_ATTEMPTS, and an admin can requeue it', async () => {
    const { sender, state, delivered } = fakeSender();
    const t0 = Date.UTC(2033, 0, 1);
    const { id } = await enqueueMail(db, mail('permanent'), t0);
    state.permanent = true;
    await drainOutbox(db, sender, { nowMs: t0 });
    expect(await rowOf('permanent')).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf('permanent'))?.lastError).toContain('550');

    const worn = await enqueueMail(db, mail('worn'), t0);
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, worn.id));
    state.permanent = false;
    state.down = true;
    await drainOutbox(db, sender, { nowMs: t0 });
    expect(await rowOf('worn')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });

    state.down = false;
    expect(await requeueMail(db, id, t0 + 1)).toBe(true);
    expect(await requeueMail(db, id, t0 + 1)).toBe(false);
    await drainOutbox(db, sender, { nowMs: t0 + 1 });
    expect(delivered.map((m) => m.subject)).toContain('Subject permanent');
    const failed = await db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, 'test:%'));
    expect(failed.filter((r) => r.status === 'failed').map((r) => r.dedupeKey)).toEqual([
      'test:worn',
    ]);
  });

  it('the worker drains due mails with its sender and stops cleanly', async () => {
    const { sender, delivered } = fakeSender();
    const t0 = Date.UTC(2034, 0, 1);
    await enqueueMail(db, mail('worker'), t0);
    const worker = startMailWorker({
      db,
      config: { mail: { smtpUrl: undefined, from: 'x@example.test', drainIntervalMs: 3_600_000 } },
      log: { info() {}, warn() {} },
      sender,
      now: () => t0,
    });
    await worker.drainNow();
    await worker.stop();
    expect(delivered.map((m) => m.subject)).toContain('Subject worker');
    expect(await rowOf('worker')).toMatchObject({ status: 'sent', transport: 'fake' });
  });
});
