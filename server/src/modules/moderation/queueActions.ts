// Changes to the moderation queue: status and assignee, notes, unpublishing the reported video,
// replies by e-mail through the outbox. Each at the version the admin saw (409 when stale).
import type {
  AdminReportReply,
  AdminReportUnpublish,
  AdminReportUpdate,
  QueueStatus,
} from '@reelcart/contract/admin';
import { and, eq, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import { newId } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/database';
import { ApiError, badRequest, staleVersion } from '../../platform/errors';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { contactMessages, contentReports, supportNotes, users, videos } from '../schema';
import { adminReport, type Item, itemById, toStatus, unpublishBlockedOf, videoOf } from './queue';

/** Sets fields of an item at its version (409 when stale); answers the row's new state. */
export async function writeItem(
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

export async function addNote(tx: Executor, itemId: string, actor: AccessClaims, text: string) {
  await tx.insert(supportNotes).values({
    id: newId('note'),
    itemId,
    authorId: actor.id,
    authorEmail: actor.email,
    text,
  });
}

/** Loads the item in a transaction and checks the version the admin saw. */
export async function current(
  tx: Executor,
  id: string | undefined,
  version: number,
): Promise<Item> {
  const item = await itemById(tx, id);
  if (item.row.version !== version) throw staleVersion('report', item.row.version);
  return item;
}

/** Sets status and assignee, with a note (required to resolve or reject). */
export async function updateItem(
  db: Database,
  actor: AccessClaims,
  id: string | undefined,
  body: AdminReportUpdate,
) {
  const note = body.note?.trim() ?? '';
  if ((body.status === 'resolved' || body.status === 'rejected') && note === '') {
    const item = await itemById(db, id);
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
  const updated = await db.transaction(async (tx) => {
    const item = await current(tx, id, body.version);
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
  return adminReport(db, await itemById(db, updated));
}

/** Unpublishes the reported video and resolves the report. */
export async function unpublishReported(
  db: Database,
  actor: AccessClaims,
  id: string | undefined,
  body: AdminReportUnpublish,
) {
  const updated = await db.transaction(async (tx) => {
    const item = await current(tx, id, body.version);
    const video = await videoOf(tx, item);
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
  return adminReport(db, await itemById(db, updated));
}

/** Replies to the sender by e-mail (queued with the note and status, in one transaction). */
export async function replyTo(
  db: Database,
  actor: AccessClaims,
  id: string | undefined,
  body: AdminReportReply,
  now: number,
) {
  const updated = await db.transaction(async (tx) => {
    const item = await current(tx, id, body.version);
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
      now,
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
  return adminReport(db, await itemById(db, updated));
}
