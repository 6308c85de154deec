import { type AdminMail, type AdminMailRow, contract } from '@reelcart/contract/admin';
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import { pageOf } from '../../platform/db/page';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound } from '../../platform/errors';
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
/** The list's sort keys (the contract's `ADMIN_MAIL_SORTS`) and the column each sorts by. */
const MAIL_SORTS = {
  queued: mailOutbox.createdAt,
  to: mailOutbox.to,
  attempts: mailOutbox.attempts,
} as const;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's mail outbox (list, one mail, retry), without HTTP: the registry mounts each on the admin call of its name (`mountAll`, decision 087). */
export function adminMailService(deps: Deps) {
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
  return {
    adminListMail: handles(contract.adminListMail, async ({ query }) => {
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
          .orderBy(
            (query.dir === 'asc' ? asc : desc)(MAIL_SORTS[query.sort]),
            (query.dir === 'asc' ? asc : desc)(mailOutbox.id),
          )
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(mailOutbox).where(where),
      ]);
      const n = total?.n ?? 0;
      return {
        ...pageOf(query, rows.map(toRow), n),
        sender,
      };
    }),
    adminGetMail: handles(contract.adminGetMail, async ({ params }) =>
      toMail(await mailById(params.id)),
    ),
    adminRetryMail: handles(contract.adminRetryMail, async ({ params, auth }) => {
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
    }),
  };
}
