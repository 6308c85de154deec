// The moderation queue (issue 18, decision 047): content reports (`rpt_…`) and contact messages
// (`msg_…`) in one list, read here; its changes are in queueActions.ts.
import type {
  AdminReport,
  AdminReportQuery,
  AdminReportRow,
  QueueStatus,
} from '@reelcart/contract/admin';
import { and, count, desc, eq, ilike, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type * as z from 'zod/mini';
import type { Database, Executor } from '../../platform/db/database';
import { pageOf } from '../../platform/db/page';
import { notFound } from '../../platform/errors';
import { historyOf } from '../audit';
import {
  contactMessages,
  contentReports,
  mailOutbox,
  supportNotes,
  users,
  videos,
} from '../schema';

export type ReportRow = typeof contentReports.$inferSelect;
export type MessageRow = typeof contactMessages.$inferSelect;
export type Item = { kind: 'report'; row: ReportRow } | { kind: 'contact'; row: MessageRow };

const STATUSES: readonly QueueStatus[] = ['open', 'in_review', 'resolved', 'rejected'];

/** The stored status as the queue's: the earlier 'closed' reads as 'resolved'. */
export const toStatus = (stored: string): QueueStatus =>
  STATUSES.find((s) => s === stored) ?? (stored === 'closed' ? 'resolved' : 'open');
/** The stored values a status filter matches. */
const storedStatuses = (status: QueueStatus) =>
  status === 'resolved' ? ['resolved', 'closed'] : [status];

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const REASON_TITLES: Record<string, string> = {
  underage: 'Underage content',
  'non-consensual': 'Non-consensual content',
  copyright: 'Copyright',
  privacy: 'Privacy',
  illegal: 'Illegal content',
  other: 'Other',
};

/** The catalogue slug a reported address names: `/videos/{slug}` on this store, or null. */
export function videoSlugOf(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://store.invalid').pathname;
  } catch {
    return null;
  }
  const match = /^\/videos\/([a-z0-9-]{1,200})\/?$/i.exec(path);
  return match?.[1]?.toLowerCase() ?? null;
}

export async function itemById(executor: Executor, id: string | undefined): Promise<Item> {
  const key = id ?? '';
  if (key.startsWith('msg_')) {
    const [row] = await executor.select().from(contactMessages).where(eq(contactMessages.id, key));
    if (row) return { kind: 'contact', row };
  } else {
    const [row] = await executor.select().from(contentReports).where(eq(contentReports.id, key));
    if (row) return { kind: 'report', row };
  }
  throw notFound('Report not found');
}

export async function adminsList(db: Executor) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
    .orderBy(users.email);
}

export async function toRows(db: Executor, items: Item[]): Promise<AdminReportRow[]> {
  const ids = items.map((i) => i.row.id);
  const assigneeIds = [
    ...new Set(items.map((i) => i.row.assigneeId).filter((a): a is string => a !== null)),
  ];
  const [people, noteCounts] = await Promise.all([
    assigneeIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.id, assigneeIds)),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ itemId: supportNotes.itemId, n: count() })
          .from(supportNotes)
          .where(inArray(supportNotes.itemId, ids))
          .groupBy(supportNotes.itemId),
  ]);
  const personOf = new Map(people.map((p) => [p.id, p]));
  const notesOf = new Map(noteCounts.map((n) => [n.itemId, n.n]));
  return items.map(({ kind, row }) => ({
    id: row.id,
    kind,
    status: toStatus(row.status),
    title:
      kind === 'report'
        ? (REASON_TITLES[(row as ReportRow).reason] ?? (row as ReportRow).reason)
        : (row as MessageRow).subject,
    url: kind === 'report' ? (row as ReportRow).url : null,
    name: kind === 'contact' ? (row as MessageRow).name : null,
    email: row.email ?? null,
    assignee: row.assigneeId ? (personOf.get(row.assigneeId) ?? null) : null,
    notes: notesOf.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function videoOf(executor: Executor, item: Item) {
  if (item.kind !== 'report') return null;
  const slug = videoSlugOf(item.row.url);
  if (!slug) return null;
  const [video] = await executor
    .select({
      _id: videos.id,
      slug: videos.slug,
      title: videos.title,
      published: videos.published,
    })
    .from(videos)
    .where(eq(videos.slug, slug));
  return video ?? null;
}

export async function adminReport(db: Executor, item: Item): Promise<AdminReport> {
  const [[row], video, notes, replies, admins, history] = await Promise.all([
    toRows(db, [item]),
    videoOf(db, item),
    db
      .select()
      .from(supportNotes)
      .where(eq(supportNotes.itemId, item.row.id))
      .orderBy(supportNotes.createdAt, supportNotes.id),
    db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `report_reply:${item.row.id}:%`))
      .orderBy(desc(mailOutbox.createdAt)),
    adminsList(db),
    historyOf(db, item.kind, item.row.id),
  ]);
  if (!row) throw notFound('Report not found');
  const unpublishBlocked = unpublishBlockedOf(item, video);
  return {
    ...row,
    version: item.row.version,
    body: item.kind === 'report' ? item.row.details : item.row.message,
    video,
    unpublishBlocked,
    replyBlocked: row.email ? null : 'The sender gave no e-mail address.',
    notesList: notes.map((n) => ({
      id: n.id,
      authorEmail: n.authorEmail,
      text: n.text,
      createdAt: n.createdAt.toISOString(),
    })),
    replies: replies.map((m) => ({
      id: m.id,
      subject: m.subject,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    })),
    admins,
    history,
  };
}

export function unpublishBlockedOf(
  item: Item,
  video: { published: boolean } | null,
): string | null {
  const status = toStatus(item.row.status);
  if (item.kind !== 'report') return 'Contact messages do not name a video.';
  if (!video) return 'The reported address is not a video page of this store (/videos/…).';
  if (!video.published) return 'The video is already unpublished.';
  if (status === 'resolved' || status === 'rejected')
    return 'This report is closed: reopen it first.';
  return null;
}

/** A page of the queue under its filters, with the counts per status (the tabs) and the admins. */
export async function listQueue(db: Database, query: z.output<typeof AdminReportQuery>) {
  const q = query.q?.trim();
  const assignee =
    query.assignee === undefined
      ? undefined
      : query.assignee === 'none'
        ? { none: true as const }
        : { id: query.assignee };
  const reportWhere = (status?: QueueStatus): SQL | undefined =>
    and(
      status ? inArray(contentReports.status, storedStatuses(status)) : undefined,
      assignee
        ? 'none' in assignee
          ? isNull(contentReports.assigneeId)
          : eq(contentReports.assigneeId, assignee.id)
        : undefined,
      q
        ? or(
            ilike(contentReports.url, likeText(q)),
            ilike(contentReports.details, likeText(q)),
            ilike(contentReports.email, likeText(q)),
            ilike(contentReports.reason, likeText(q)),
          )
        : undefined,
    );
  const messageWhere = (status?: QueueStatus): SQL | undefined =>
    and(
      status ? inArray(contactMessages.status, storedStatuses(status)) : undefined,
      assignee
        ? 'none' in assignee
          ? isNull(contactMessages.assigneeId)
          : eq(contactMessages.assigneeId, assignee.id)
        : undefined,
      q
        ? or(
            ilike(contactMessages.subject, likeText(q)),
            ilike(contactMessages.message, likeText(q)),
            ilike(contactMessages.email, likeText(q)),
            ilike(contactMessages.name, likeText(q)),
          )
        : undefined,
    );
  const withReports = query.kind !== 'contact';
  const withMessages = query.kind !== 'report';
  const reportIds = db
    .select({ id: contentReports.id, createdAt: contentReports.createdAt })
    .from(contentReports)
    .where(reportWhere(query.status));
  const messageIds = db
    .select({ id: contactMessages.id, createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .where(messageWhere(query.status));
  const offset = (query.page - 1) * query.limit;
  const pageIds =
    withReports && withMessages
      ? await unionAll(reportIds, messageIds)
          .orderBy(sql`"created_at" desc`, sql`"id" desc`)
          .limit(query.limit)
          .offset(offset)
      : withReports
        ? await reportIds
            .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
            .limit(query.limit)
            .offset(offset)
        : await messageIds
            .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
            .limit(query.limit)
            .offset(offset);

  // Counts per status under the other filters (the status tabs), and the total of this filter.
  const [reportCounts, messageCounts] = await Promise.all([
    withReports
      ? db
          .select({ status: contentReports.status, n: count() })
          .from(contentReports)
          .where(reportWhere())
          .groupBy(contentReports.status)
      : Promise.resolve([]),
    withMessages
      ? db
          .select({ status: contactMessages.status, n: count() })
          .from(contactMessages)
          .where(messageWhere())
          .groupBy(contactMessages.status)
      : Promise.resolve([]),
  ]);
  const counts = { open: 0, in_review: 0, resolved: 0, rejected: 0 };
  for (const c of [...reportCounts, ...messageCounts]) counts[toStatus(c.status)] += c.n;
  const total = query.status
    ? counts[query.status]
    : counts.open + counts.in_review + counts.resolved + counts.rejected;

  const ids = pageIds.map((r) => r.id);
  const [reports, messages] = await Promise.all([
    ids.length ? db.select().from(contentReports).where(inArray(contentReports.id, ids)) : [],
    ids.length ? db.select().from(contactMessages).where(inArray(contactMessages.id, ids)) : [],
  ]);
  const byId = new Map<string, Item>([
    ...reports.map((row) => [row.id, { kind: 'report', row }] as [string, Item]),
    ...messages.map((row) => [row.id, { kind: 'contact', row }] as [string, Item]),
  ]);
  const items = ids.map((id) => byId.get(id)).filter((i): i is Item => i !== undefined);
  return {
    ...pageOf(query, await toRows(db, items), total),
    counts,
    admins: await adminsList(db),
  };
}

/** Open items of the queue (content reports and contact messages), for the dashboard. */
export async function openQueueCount(db: Executor): Promise<{ reports: number; messages: number }> {
  const [[reports], [messages]] = await Promise.all([
    db.select({ n: count() }).from(contentReports).where(eq(contentReports.status, 'open')),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'open')),
  ]);
  return { reports: reports?.n ?? 0, messages: messages?.n ?? 0 };
}
