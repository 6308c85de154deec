import * as z from 'zod/mini';
import { boundedString } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id } from '../core/common';
import { AuditEntry, AuditPage, AuditQuery, Ref } from './catalogue-fields';

/** The back office's dashboard, audit log, search and the catalogue's options for its forms (issue 17). */

export const DayFigure = z.object({
  date: z.string(),
  revenueCents: z.number(),
  orders: z.number(),
});
export const AdminDashboard = z.object({
  today: z.object({ revenueCents: z.number(), orders: z.number() }),
  month: z.object({ revenueCents: z.number(), orders: z.number() }),
  /** Every day of the current month so far (UTC). */
  days: z.array(DayFigure),
  /** Counts from real tables only; `href` once the screen exists. */
  attention: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      count: z.number(),
      href: z.nullable(z.string()),
    }),
  ),
  activity: z.array(AuditEntry),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

export const AdminSearchQuery = z.object({
  q: boundedString(200, { trim: true, min: 1 }),
});
export const AdminSearchResult = z.object({
  videos: z.array(z.object({ slug: z.string(), title: z.string() })),
  users: z.array(z.object({ _id: Id, email: z.string() })),
  orders: z.array(z.object({ orderNumber: z.string(), email: z.string() })),
  studios: z.array(Ref),
});
export type AdminSearchResult = z.infer<typeof AdminSearchResult>;

export const AdminOptions = z.object({
  studios: z.array(Ref),
  series: z.array(Ref),
  actresses: z.array(Ref),
  categories: z.array(Ref),
});
export type AdminOptions = z.infer<typeof AdminOptions>;

export const adminOverviewCalls = {
  adminDashboard: defineCall({
    method: 'GET',
    path: '/api/admin/dashboard',
    auth: 'required',
    access: 'admin',
    response: AdminDashboard,
  }),
  adminAuditLog: defineCall({
    method: 'GET',
    path: '/api/admin/audit',
    auth: 'required',
    access: 'admin',
    query: AuditQuery,
    response: AuditPage,
  }),
  adminSearch: defineCall({
    method: 'GET',
    path: '/api/admin/search',
    auth: 'required',
    access: 'admin',
    query: AdminSearchQuery,
    response: AdminSearchResult,
  }),
  adminOptions: defineCall({
    method: 'GET',
    path: '/api/admin/options',
    auth: 'required',
    access: 'admin',
    response: AdminOptions,
  }),
} as const;
