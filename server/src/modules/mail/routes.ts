import { type AdminMail, type AdminMailRow, contract } from '@reelcart/contract/admin';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { recordAudit } from '../audit';
import { mailOutbox } from '../schema';
import { requeueMail } from './outbox';

type MailRow = typeof mailOutbox.$inferSelect;

const STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

const toRow = (m: MailRow): AdminMailRow => ({
  id: m.id,
  kind: m.kind,
  to: m.to,
  subject: m.subject,
  status: STATUSES.find((s) => s === m.status) ?? 'queued',
  attempts: m.attempts,
  lastError: m.lastError,
  nextAttemptAt: m.nextAttemptAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
  transport: m.transport,
  createdAt: m.createdAt.toISOString(),
});

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The mail outbox's viewer (decision 046): the list and a mail's text. The text is shown while
 * mail goes to the development sender or outside production; with SMTP in production only the
 * status is (the texts hold one-time links meant for their recipients).
 */
export function adminMailRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const textHidden = deps.config.env === 'production' && deps.config.mail.smtpUrl !== undefined;
  const sender = deps.config.mail.smtpUrl ? 'smtp' : 'dev';

  const toMail = (m: MailRow): AdminMail => ({
    ...toRow(m),
    text: textHidden ? null : m.text,
    textHidden,
  });

  async function mailById(id: string | undefined): Promise<MailRow> {
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id ?? ''));
    if (!row) throw notFound('Mail not found');
    return row;
  }

  mount(app, deps, contract.adminListMail, async ({ query }) => {
    const q = query.q?.trim();
    const where = and(
      query.status ? eq(mailOutbox.status, query.status) : undefined,
      query.kind ? eq(mailOutbox.kind, query.kind) : undefined,
      q ? ilike(mailOutbox.to, likeText(q)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(mailOutbox).where(where),
    ]);
    const n = total?.n ?? 0;
    return {
      items: rows.map(toRow),
      page: query.page,
      limit: query.limit,
      total: n,
      totalPages: Math.ceil(n / query.limit),
      sender,
    };
  });

  mount(app, deps, contract.adminGetMail, async ({ params }) => toMail(await mailById(params.id)));

  mount(app, deps, contract.adminRetryMail, async ({ params, auth }) => {
    const mail = await mailById(params.id);
    const requeued = await db.transaction(async (tx) => {
      const done = await requeueMail(tx, mail.id, Date.now());
      if (done)
        await recordAudit(tx, auth as AccessClaims, {
          entityType: 'mail',
          entityId: mail.id,
          action: 'retry',
          before: { status: mail.status },
          after: { status: 'queued' },
        });
      return done;
    });
    if (!requeued)
      throw new ApiError(409, 'Only a failed mail can be retried.', { code: 'NOT_FAILED' });
    return toMail(await mailById(mail.id));
  });
}
