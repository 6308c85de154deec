import type { AdminUserList, AdminUserRow } from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link } from 'react-router';
import { ROLE_LABELS } from '../../lib/admin-users';
import { DataTable } from '../data-table/data-table';
import { formatWhen } from './audit-history';
import { FILTER_CONTROL, FilterChoice } from './filter-choice';

const yes = (v: boolean) => (v ? 'Yes' : 'No');

export const USER_COLUMNS: ColumnDef<AdminUserRow, unknown>[] = [
  {
    id: 'email',
    meta: { label: 'E-mail', csv: (r) => r.email },
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={`/admin/users/${row.original.id}`} className="underline hover:text-rose-400">
        {row.original.email}
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
    meta: { label: 'Role', csv: (r) => r.role },
    cell: ({ row }) => ROLE_LABELS[row.original.role],
  },
  {
    id: 'affiliate',
    meta: { label: 'Affiliate', csv: (r) => r.affiliateCode ?? '' },
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
    meta: { label: 'Joined', csv: (r) => r.createdAt },
    cell: ({ row }) => formatWhen(row.original.createdAt).slice(0, 10),
  },
];

const YES_NO: Array<[string, string]> = [
  ['true', 'Yes'],
  ['false', 'No'],
];

/**
 * `/admin/users`: a search by e-mail and the role, affiliate, verified and suspended filters, all
 * in the URL; the shared DataTable (newest first, CSV of every matching user).
 */
export function UsersList({
  list,
  query,
  loading = false,
}: {
  list: AdminUserList;
  query: Record<string, string>;
  loading?: boolean;
}) {
  const exportSearch = new URLSearchParams(query);
  exportSearch.delete('page');
  exportSearch.set('export', 'csv');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Users
      </h1>
      <Form method="get" className="my-4 flex flex-wrap items-end gap-3" aria-label="Filter users">
        <label className="flex flex-col gap-1 text-sm">
          E-mail
          <input
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className={FILTER_CONTROL}
            placeholder="Part of an e-mail"
          />
        </label>
        <FilterChoice
          name="role"
          label="Role"
          value={query.role}
          options={[
            ['user', ROLE_LABELS.user],
            ['manager', ROLE_LABELS.manager],
            ['admin', ROLE_LABELS.admin],
          ]}
        />
        <FilterChoice name="affiliate" label="Affiliate" value={query.affiliate} options={YES_NO} />
        <FilterChoice name="verified" label="Verified" value={query.verified} options={YES_NO} />
        <FilterChoice name="suspended" label="Suspended" value={query.suspended} options={YES_NO} />
        <button type="submit" className="btn btn-outline">
          Apply filters
        </button>
        <Link to="/admin/users" className="text-sm underline">
          Clear
        </Link>
      </Form>
      <DataTable
        caption="Users"
        columns={USER_COLUMNS}
        rows={list.items}
        rowId={(r) => r.id}
        page={list.page}
        totalPages={list.totalPages}
        total={list.total}
        loading={loading}
        empty="No user matches these filters."
        csv={{ href: `/admin/users?${exportSearch.toString()}`, filename: 'users.csv' }}
      />
    </section>
  );
}
