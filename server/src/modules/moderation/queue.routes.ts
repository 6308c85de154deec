import {
  type AdminReport,
  type AdminReportRow,
  contract,
  type QueueKind,
  type QueueStatus,
} from '@reelcart/sdk/contract';
import { and, count, desc, eq, ilike, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import type { AccessClaims } from '../../platform/auth/tokens';
import { newId } from '../../platform/auth/tokens';
import type { Deps } from '../../platform/deps';
import { ApiError, badRequest, notFound, staleVersion } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { historyOf, recordAudit } from '../audit';
import type { Executor } from '../cart';
import { enqueueMail } from '../mail';
import {
  contactMessages,
  contentReports,
  mailOutbox,
  supportNotes,
  users,
  videos,
} from '../schema';

/**
 * The moderation queue (issue 18, decision 047): content reports (`rpt_…`) and contact messages
 * (`msg_…`) in one list. Status open → in review → resolved or rejected; an assignee; append-only
 * notes; unpublish the reported video; reply by e-mail through the outbox. Edits at a version.
 */

type ReportRow = typeof contentReports.$inferSelect;
type MessageRow = typeof contactMessages.$inferSelect;
type Item = { kind: 'report'; row: ReportRow } | { kind: 'contact'; row: MessageRow };

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

export function adminModerationRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  async function itemById(id: string | undefined, executor: Executor = db): Promise<Item> {
    const key = id ?? '';
    if (key.startsWith('msg_')) {
      const [row] = await executor
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, key));
      if (row) return { kind: 'contact', row };
    } else {
      const [row] = await executor.select().from(contentReports).where(eq(contentReports.id, key));
      if (row) return { kind: 'report', row };
    }
    throw notFound('Report not found');
  }

  async function adminsList() {
    return db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
      .orderBy(users.email);
  }

  async function toRows(items: Item[]): Promise<AdminReportRow[]> {
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

  async function videoOf(item: Item, executor: Executor = db) {
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

  async function adminReport(item: Item): Promise<AdminReport> {
    const [[row], video, notes, replies, admins, history] = await Promise.all([
      toRows([item]),
      videoOf(item),
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
      adminsList(),
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

  function unpublishBlockedOf(item: Item, video: { published: boolean } | null): string | null {
    const status = toStatus(item.row.status);
    if (item.kind !== 'report') return 'Contact messages do not name a video.';
    if (!video) return 'The reported address is not a video page of this store (/videos/…).';
    if (!video.published) return 'The video is already unpublished.';
    if (status === 'resolved' || status === 'rejected')
      return 'This report is closed: reopen it first.';
    return null;
  }

  /** Sets fields of an item at its version (409 when stale); answers the row's new state. */
  async function writeItem(
    tx: Executor,
    item: Item,
    version: number,
    set: { status?: QueueStatus; assigneeId?: string | null; unpublishedVideoId?: string },
  ): Promise<void> {
    const values = { ...set, updatedAt: new Date(), version: sql`version + 1` };
    const updated =
      item.kind === 'report'
        ? await tx
            .update(contentReports)
            .set(values)
            .where(and(eq(contentReports.id, item.row.id), eq(contentReports.version, version)))
            .returning({ id: contentReports.id })
        : await tx
            .update(contactMessages)
            .set(values)
            .where(and(eq(contactMessages.id, item.row.id), eq(contactMessages.version, version)))
            .returning({ id: contactMessages.id });
    if (updated.length === 0) throw staleVersion('report', item.row.version);
  }

  async function addNote(tx: Executor, itemId: string, actor: AccessClaims, text: string) {
    await tx.insert(supportNotes).values({
      id: newId('note'),
      itemId,
      authorId: actor.id,
      authorEmail: actor.email,
      text,
    });
  }

  /** Loads the item in a transaction and checks the version the admin saw. */
  async function current(tx: Executor, id: string | undefined, version: number): Promise<Item> {
    const item = await itemById(id, tx);
    if (item.row.version !== version) throw staleVersion('report', item.row.version);
    return item;
  }

  mount(app, deps, contract.adminListReports, async ({ query }) => {
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
      items: await toRows(items),
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
      counts,
      admins: await adminsList(),
    };
  });

  mount(app, deps, contract.adminGetReport, async ({ params }) =>
    adminReport(await itemById(params.id)),
  );

  mount(app, deps, contract.adminUpdateReport, async ({ params, body, auth }) => {
    const actor = auth as AccessClaims;
    const note = body.note?.trim() ?? '';
    if ((body.status === 'resolved' || body.status === 'rejected') && note === '') {
      const item = await itemById(params.id);
      if (toStatus(item.row.status) !== body.status)
        throw badRequest('note', 'Say why in a note when you resolve or reject.');
    }
    if (body.assigneeId !== null) {
      const [admin] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, body.assigneeId), eq(users.role, 'admin')));
      if (!admin) throw badRequest('assigneeId', 'The assignee must be an admin.');
    }
    const id = await db.transaction(async (tx) => {
      const item = await current(tx, params.id, body.version);
      const before = { status: toStatus(item.row.status), assigneeId: item.row.assigneeId };
      const after = { status: body.status, assigneeId: body.assigneeId };
      const changed = before.status !== after.status || before.assigneeId !== after.assigneeId;
      if (!changed && note === '') return item.row.id;
      await writeItem(tx, item, body.version, after);
      if (note !== '') await addNote(tx, item.row.id, actor, note);
      await recordAudit(tx, actor, {
        entityType: item.kind,
        entityId: item.row.id,
        action: changed ? 'update' : 'note',
        before,
        after: changed ? after : { ...after, note: true },
      });
      return item.row.id;
    });
    return adminReport(await itemById(id));
  });

  mount(app, deps, contract.adminUnpublishReported, async ({ params, body, auth }) => {
    const actor = auth as AccessClaims;
    const id = await db.transaction(async (tx) => {
      const item = await current(tx, params.id, body.version);
      const video = await videoOf(item, tx);
      const blocked = unpublishBlockedOf(item, video);
      if (blocked || !video)
        throw new ApiError(409, blocked ?? 'No video to unpublish.', { code: 'CANNOT_UNPUBLISH' });
      // The same write as the admin's video edits (adminPublishVideos): the video leaves the catalogue.
      const changed = await tx
        .update(videos)
        .set({ published: false, version: sql`${videos.version} + 1` })
        .where(and(eq(videos.id, video._id), eq(videos.published, true)))
        .returning({ id: videos.id });
      if (changed.length > 0)
        await recordAudit(tx, actor, {
          entityType: 'video',
          entityId: video._id,
          action: 'unpublish',
          before: { published: true },
          after: { published: false },
        });
      await writeItem(tx, item, body.version, {
        status: 'resolved',
        unpublishedVideoId: video._id,
      });
      await addNote(
        tx,
        item.row.id,
        actor,
        `Unpublished “${video.title}” (/videos/${video.slug}). ${body.note.trim()}`,
      );
      await recordAudit(tx, actor, {
        entityType: item.kind,
        entityId: item.row.id,
        action: 'unpublish-video',
        before: { status: toStatus(item.row.status), video: null },
        after: { status: 'resolved', video: video.slug },
      });
      return item.row.id;
    });
    return adminReport(await itemById(id));
  });

  mount(app, deps, contract.adminReplyReport, async ({ params, body, auth }) => {
    const actor = auth as AccessClaims;
    const id = await db.transaction(async (tx) => {
      const item = await current(tx, params.id, body.version);
      const to = item.row.email;
      if (!to)
        throw new ApiError(409, 'The sender gave no e-mail address.', {
          code: 'NO_EMAIL',
          field: 'text',
        });
      // Queued in this transaction: the reply is sent only if the note and status commit too.
      const mail = await enqueueMail(
        tx,
        {
          kind: 'report_reply',
          to,
          subject: body.subject,
          text: body.text,
          dedupeKey: `report_reply:${item.row.id}:${item.row.version}`,
        },
        deps.clock.now(),
      );
      const status = toStatus(item.row.status) === 'open' ? 'in_review' : toStatus(item.row.status);
      await writeItem(tx, item, body.version, { status });
      await addNote(tx, item.row.id, actor, `Replied by e-mail to ${to}: “${body.subject}”`);
      await recordAudit(tx, actor, {
        entityType: item.kind,
        entityId: item.row.id,
        action: 'reply',
        before: { status: toStatus(item.row.status), mail: null },
        after: { status, mail: mail.id },
      });
      return item.row.id;
    });
    return adminReport(await itemById(id));
  });
}

export type { QueueKind };
