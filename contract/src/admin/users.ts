import * as z from 'zod/mini';
import { boundedString, RecordVersion } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id, OrderType, queryInt, Resolution } from '../core/common';
import { Profile } from '../store/account';
import { AuditEntry } from './catalogue';

/**
 * Not in the spec's call list: the back office's users (issue 18). Admins only; the bearer is
 * always sent. A role edit carries the user's `version` (decision 029); suspension, sign-out
 * everywhere and reset links are decision 042.
 */

const Flag = z.optional(z.enum(['true', 'false']));
export const UserRole = z.enum(['user', 'manager', 'admin']);
export type UserRole = z.infer<typeof UserRole>;

/** The columns `/admin/users` sorts by (issue 33): e-mail, role, or when the user joined. */
export const ADMIN_USER_SORTS = ['email', 'role', 'joined'] as const;

export const AdminUserQuery = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 25),
  /** Part of the e-mail, any case. */
  q: z.optional(boundedString(200)),
  role: z.optional(UserRole),
  affiliate: Flag,
  verified: Flag,
  suspended: Flag,
  /** Newest first unless the list asks otherwise; ties by id, so pages never overlap. */
  sort: z._default(z.enum(ADMIN_USER_SORTS), 'joined'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
});
export type AdminUserQuery = z.input<typeof AdminUserQuery>;

export const AdminUserRow = z.extend(Profile, { suspended: z.boolean() });
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUserList = z.object({
  items: z.array(AdminUserRow),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type AdminUserList = z.infer<typeof AdminUserList>;

export const AdminUser = z.extend(AdminUserRow, {
  version: z.number(),
  suspendedAt: z.nullable(z.string()),
  /** Refresh-token families not revoked nor expired. */
  activeSessions: z.number(),
  referredBy: z.nullable(z.object({ id: Id, email: z.string() })),
  /** The newest 20 orders, and how many there are. */
  orders: z.array(
    z.object({
      _id: Id,
      orderNumber: z.string(),
      status: z.string(),
      totalCents: z.number(),
      createdAt: z.string(),
      items: z.number(),
    }),
  ),
  orderCount: z.number(),
  /** The newest 50 videos the user owns or rents. */
  ownedVideos: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      orderType: OrderType,
      resolution: Resolution,
      expiresAt: z.nullable(z.string()),
    }),
  ),
  /** The newest 20 users this user referred, and how many there are. */
  referrals: z.array(z.object({ id: Id, email: z.string(), createdAt: z.string() })),
  referralCount: z.number(),
  history: z.array(AuditEntry),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserUpdate = z.object({
  role: UserRole,
  isAffiliate: z.boolean(),
  displayName: z.nullable(boundedString(80, { trim: true })),
  version: RecordVersion,
});
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

export const AdminSuspendUser = z.object({ suspended: z.boolean() });
export type AdminSuspendUser = z.infer<typeof AdminSuspendUser>;

export const AdminSignOutUser = z.object({});
export const AdminSignOutResult = z.object({ revokedSessions: z.number() });

/** `email: true` also mails the link to the user through the outbox (decision 046). */
export const AdminPasswordResetRequest = z.object({ email: z.optional(z.boolean()) });
export type AdminPasswordResetRequest = z.infer<typeof AdminPasswordResetRequest>;

export const AdminPasswordResetLink = z.object({
  link: z.string(),
  expiresAt: z.string(),
  /** The address the link was mailed to (queued in the outbox), or null when it was not mailed. */
  emailedTo: z.optional(z.nullable(z.string())),
});
export type AdminPasswordResetLink = z.infer<typeof AdminPasswordResetLink>;

export const adminUserCalls = {
  adminListUsers: defineCall({
    method: 'GET',
    path: '/api/admin/users',
    auth: 'required',
    access: 'admin',
    query: AdminUserQuery,
    response: AdminUserList,
  }),
  adminGetUser: defineCall({
    method: 'GET',
    path: '/api/admin/users/{id}',
    auth: 'required',
    access: 'admin',
    response: AdminUser,
  }),
  adminUpdateUser: defineCall({
    method: 'PUT',
    path: '/api/admin/users/{id}',
    auth: 'required',
    access: 'admin',
    body: AdminUserUpdate,
    response: AdminUser,
  }),
  adminSuspendUser: defineCall({
    method: 'POST',
    path: '/api/admin/users/{id}/suspension',
    auth: 'required',
    access: 'admin',
    body: AdminSuspendUser,
    response: AdminUser,
  }),
  adminSignOutUser: defineCall({
    method: 'POST',
    path: '/api/admin/users/{id}/sign-out',
    auth: 'required',
    access: 'admin',
    body: AdminSignOutUser,
    response: AdminSignOutResult,
  }),
  adminPasswordResetLink: defineCall({
    method: 'POST',
    path: '/api/admin/users/{id}/password-reset',
    auth: 'required',
    access: 'admin',
    body: AdminPasswordResetRequest,
    response: AdminPasswordResetLink,
  }),
} as const;
