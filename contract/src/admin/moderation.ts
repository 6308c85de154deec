import * as z from 'zod/mini';
import { boundedString, RecordVersion } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id, queryInt } from '../core/common';
import { AuditEntry } from './catalogue';

/**
 * Not in the spec's call list: the back office's moderation queue (issue 18, decision 047) — the
 * content reports of /report and the messages of /contact in one queue. Admins only. Every edit
 * carries the item's `version` (decision 029); notes are append-only.
 */

const text = (min: number, max: number) => boundedString(max, { trim: true, min });
/** Text of several lines (a note, a reply). */
const longText = (min: number, max: number) =>
  boundedString(max, { trim: true, min, multiline: true });

export const QueueStatus = z.enum(['open', 'in_review', 'resolved', 'rejected']);
export type QueueStatus = z.infer<typeof QueueStatus>;
export const QueueKind = z.enum(['report', 'contact']);
export type QueueKind = z.infer<typeof QueueKind>;

export const AdminReportQuery = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 25),
  status: z.optional(QueueStatus),
  kind: z.optional(QueueKind),
  /** An admin's user id, or `none` for unassigned items. */
  assignee: z.optional(text(1, 100)),
  /** Part of the address, details, subject, message or e-mail, any case. */
  q: z.optional(boundedString(200)),
});
export type AdminReportQuery = z.input<typeof AdminReportQuery>;

const Person = z.object({ id: Id, email: z.string() });

export const AdminReportRow = z.object({
  id: Id,
  kind: QueueKind,
  status: QueueStatus,
  /** The report's reason, or the message's subject. */
  title: z.string(),
  /** The reported address (reports), or null. */
  url: z.nullable(z.string()),
  /** Who sent it (the contact form's name, or null for a report). */
  name: z.nullable(z.string()),
  /** The sender's e-mail, if they gave one. */
  email: z.nullable(z.string()),
  assignee: z.nullable(Person),
  notes: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminReportRow = z.infer<typeof AdminReportRow>;

export const AdminReportList = z.object({
  items: z.array(AdminReportRow),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
  /** Items per status under the other filters (kind, assignee, search). */
  counts: z.object({
    open: z.number(),
    in_review: z.number(),
    resolved: z.number(),
    rejected: z.number(),
  }),
  /** The admins an item can be assigned to. */
  admins: z.array(Person),
});
export type AdminReportList = z.infer<typeof AdminReportList>;

export const ReportNote = z.object({
  id: Id,
  authorEmail: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type ReportNote = z.infer<typeof ReportNote>;

export const AdminReport = z.extend(AdminReportRow, {
  version: z.number(),
  /** The report's details or the message's text. */
  body: z.string(),
  /** The video the reported address names (reports on /videos/{slug}), or null. */
  video: z.nullable(
    z.object({ _id: Id, slug: z.string(), title: z.string(), published: z.boolean() }),
  ),
  /** Why the video cannot be unpublished from here, or null when it can. */
  unpublishBlocked: z.nullable(z.string()),
  /** Why no e-mail reply can be sent, or null when one can. */
  replyBlocked: z.nullable(z.string()),
  notesList: z.array(ReportNote),
  /** Replies queued in the mail outbox for this item. */
  replies: z.array(
    z.object({ id: Id, subject: z.string(), status: z.string(), createdAt: z.string() }),
  ),
  admins: z.array(Person),
  history: z.array(AuditEntry),
});
export type AdminReport = z.infer<typeof AdminReport>;

export const AdminReportUpdate = z.object({
  status: QueueStatus,
  /** An admin's user id, or null to unassign. */
  assigneeId: z.nullable(text(1, 100)),
  /** Appended to the notes (optional; resolving or rejecting needs one). */
  note: z.optional(longText(0, 5000)),
  version: RecordVersion,
});
export type AdminReportUpdate = z.infer<typeof AdminReportUpdate>;

export const AdminReportUnpublish = z.object({
  /** Why the video leaves the catalogue; becomes a note. */
  note: longText(1, 5000),
  version: RecordVersion,
});
export type AdminReportUnpublish = z.infer<typeof AdminReportUnpublish>;

export const AdminReportReply = z.object({
  subject: text(1, 200),
  text: longText(1, 10_000),
  version: RecordVersion,
});
export type AdminReportReply = z.infer<typeof AdminReportReply>;

export const adminModerationCalls = {
  adminListReports: defineCall({
    method: 'GET',
    path: '/api/admin/reports',
    auth: 'required',
    access: 'admin',
    query: AdminReportQuery,
    response: AdminReportList,
  }),
  adminGetReport: defineCall({
    method: 'GET',
    path: '/api/admin/reports/{id}',
    auth: 'required',
    access: 'admin',
    response: AdminReport,
  }),
  adminUpdateReport: defineCall({
    method: 'PUT',
    path: '/api/admin/reports/{id}',
    auth: 'required',
    access: 'admin',
    body: AdminReportUpdate,
    response: AdminReport,
  }),
  adminUnpublishReported: defineCall({
    method: 'POST',
    path: '/api/admin/reports/{id}/unpublish',
    auth: 'required',
    access: 'admin',
    body: AdminReportUnpublish,
    response: AdminReport,
  }),
  adminReplyReport: defineCall({
    method: 'POST',
    path: '/api/admin/reports/{id}/reply',
    auth: 'required',
    access: 'admin',
    body: AdminReportReply,
    response: AdminReport,
  }),
} as const;
