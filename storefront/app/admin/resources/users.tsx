import {
  ADMIN_USER_SORTS,
  type AdminUserList,
  type AdminUserRow,
  contract,
} from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatWhen } from '../../components/admin/audit-history';
import { EmailCell } from '../../components/data-table/email-cell';
import type { FormResult } from '../../lib/admin/forms';
import { type ListSpec, sortedQueryOf } from '../../lib/admin/resource';

/** The filters `/admin/users` keeps in its URL (with `page`, `sort` and `dir`). */
export const USER_FILTERS = ['q', 'role', 'affiliate', 'verified', 'suspended'] as const;

const SORTS: readonly string[] = ADMIN_USER_SORTS;

/** The list's URL query; a sort or direction the call would refuse is left out. */
export function userListQuery(url: URL): Record<string, string> {
  return sortedQueryOf(url, [...USER_FILTERS, 'page'], SORTS);
}

/** The role form's body for `adminUpdateUser`, shared by the browser and the action. */
export function userFromForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const version = text('version');
  return {
    role: text('role'),
    isAffiliate: form.get('isAffiliate') === 'on' || form.get('isAffiliate') === 'true',
    displayName: text('displayName') || null,
    version: version === '' ? Number.NaN : Number(version),
  };
}

/** What the user page's action answers: a form result, or the reset link just made. */
export type UserActionResult =
  | FormResult
  | { ok: true; intent: 'reset-link'; message: string; link: string; expiresAt: string };

export const ROLE_LABELS: Record<'user' | 'manager' | 'admin', string> = {
  user: 'Shopper',
  manager: 'Manager',
  admin: 'Admin',
};

const yes = (v: boolean) => (v ? 'Yes' : 'No');

const USER_COLUMNS: ColumnDef<AdminUserRow, unknown>[] = [
  {
    id: 'email',
    meta: { label: 'E-mail', sortKey: 'email', csv: (r) => r.email },
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={`/admin/users/${row.original.id}`} className="underline hover:text-rose-400">
        <EmailCell address={row.original.email} />
      </Link>
    ),
  },
  {
    id: 'name',
    meta: { label: 'Name', csv: (r) => r.displayName ?? '' },
    cell: ({ row }) => row.original.displayName || '—',
  },
  {
    id: 'role',
    meta: { label: 'Role', sortKey: 'role', csv: (r) => r.role },
    cell: ({ row }) => ROLE_LABELS[row.original.role],
  },
  {
    id: 'affiliate',
    meta: { label: 'Affiliate', kind: 'id', csv: (r) => r.affiliateCode ?? '' },
    cell: ({ row }) => (row.original.isAffiliate ? (row.original.affiliateCode ?? 'Yes') : '—'),
  },
  {
    id: 'verified',
    meta: { label: 'Verified', csv: (r) => yes(r.emailVerified) },
    cell: ({ row }) => yes(row.original.emailVerified),
  },
  {
    id: 'status',
    meta: { label: 'Status', csv: (r) => (r.suspended ? 'suspended' : 'active') },
    cell: ({ row }) =>
      row.original.suspended ? (
        <span className="font-semibold text-rose-300">Suspended</span>
      ) : (
        'Active'
      ),
  },
  {
    id: 'createdAt',
    meta: { label: 'Joined', kind: 'date', sortKey: 'joined', csv: (r) => r.createdAt },
    cell: ({ row }) => formatWhen(row.original.createdAt).slice(0, 10),
  },
];

const YES_NO: Array<[string, string]> = [
  ['true', 'Yes'],
  ['false', 'No'],
];

/**
 * Users (`/admin/users`), newest first or sorted by e-mail, role or join date: a search by e-mail and the role, affiliate, verified and
 * suspended filters, all in the URL; 25 a page; a CSV of every matching user.
 */
export const users: ListSpec<AdminUserRow, AdminUserList> = {
  names: { one: 'user', many: 'users', path: '/admin/users', title: 'Users' },
  call: contract.adminListUsers,
  query: userListQuery,
  pageSize: 25,
  csv: true,
  columns: USER_COLUMNS,
  rowId: (r) => r.id,
  filters: () => ({
    filters: [
      {
        kind: 'text',
        type: 'search',
        name: 'q',
        label: 'E-mail',
        placeholder: 'Part of an e-mail',
      },
      {
        kind: 'choice',
        name: 'role',
        label: 'Role',
        options: [
          ['user', ROLE_LABELS.user],
          ['manager', ROLE_LABELS.manager],
          ['admin', ROLE_LABELS.admin],
        ],
      },
      { kind: 'choice', name: 'affiliate', label: 'Affiliate', options: YES_NO },
      { kind: 'choice', name: 'verified', label: 'Verified', options: YES_NO },
      { kind: 'choice', name: 'suspended', label: 'Suspended', options: YES_NO },
      { kind: 'keep', name: 'sort' },
      { kind: 'keep', name: 'dir' },
    ],
  }),
  // Sorted on the server (the call's `sort` and `dir`); newest first unless a header says otherwise.
  sort: (query) => ({
    key: query.sort ?? 'joined',
    dir: query.dir === 'asc' ? 'asc' : 'desc',
  }),
  empty: () => 'No user matches these filters.',
};
