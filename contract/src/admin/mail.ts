import * as z from 'zod/mini';
import { boundedString } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id, queryInt } from '../core/common';

/**
 * Not in the spec's call list: the mail outbox's viewer (issue 18, decision 046). Admins only.
 * A mail's text is shown while mail goes to the development sender (no SMTP_URL) or outside
 * production; with SMTP in production the viewer shows status only (`text: null`).
 */

export const MailStatus = z.enum(['queued', 'sending', 'sent', 'failed']);
export type MailStatus = z.infer<typeof MailStatus>;

/** The columns `/admin/mail` sorts by (issue 33): when it was queued, the recipient, the attempts. */
export const ADMIN_MAIL_SORTS = ['queued', 'to', 'attempts'] as const;

export const AdminMailQuery = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 25),
  status: z.optional(MailStatus),
  kind: z.optional(boundedString(40, { trim: true, min: 1 })),
  /** Part of the recipient's address, any case. */
  q: z.optional(boundedString(200)),
  /** Newest first unless the list asks otherwise; ties by id the same way. */
  sort: z._default(z.enum(ADMIN_MAIL_SORTS), 'queued'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
});
export type AdminMailQuery = z.input<typeof AdminMailQuery>;

export const AdminMailRow = z.object({
  id: Id,
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: MailStatus,
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  nextAttemptAt: z.string(),
  sentAt: z.nullable(z.string()),
  /** 'smtp' or 'dev' once delivered. */
  transport: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminMailRow = z.infer<typeof AdminMailRow>;

export const AdminMailList = z.object({
  items: z.array(AdminMailRow),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
  /** 'smtp' when SMTP_URL is set, else 'dev' (this page is where mail is read). */
  sender: z.string(),
});
export type AdminMailList = z.infer<typeof AdminMailList>;

export const AdminMail = z.extend(AdminMailRow, {
  /** The text, or null when the viewer shows status only (SMTP in production). */
  text: z.nullable(z.string()),
  textHidden: z.boolean(),
});
export type AdminMail = z.infer<typeof AdminMail>;

export const AdminRetryMail = z.object({});

export const adminMailCalls = {
  adminListMail: defineCall({
    method: 'GET',
    path: '/api/admin/mail',
    auth: 'required',
    access: 'admin',
    query: AdminMailQuery,
    response: AdminMailList,
  }),
  adminGetMail: defineCall({
    method: 'GET',
    path: '/api/admin/mail/{id}',
    auth: 'required',
    access: 'admin',
    response: AdminMail,
  }),
  adminRetryMail: defineCall({
    method: 'POST',
    path: '/api/admin/mail/{id}/retry',
    auth: 'required',
    access: 'admin',
    body: AdminRetryMail,
    response: AdminMail,
  }),
} as const;
