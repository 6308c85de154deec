import type { AdminUser, AdminUserRow } from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UserDetail } from '../../../storefront/app/components/admin/user-detail';
import { UsersList } from '../../../storefront/app/components/admin/users-list';
import { withRouter } from './withRouter';

const row = (n: number, extra: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: `usr_${n}`,
  email: `person${n}@example.test`,
  displayName: n === 2 ? null : `Person ${n}`,
  role: 'user',
  isAffiliate: false,
  affiliateCode: null,
  hasPaymentInfo: false,
  emailVerified: true,
  createdAt: `2026-0${n}-01T10:00:00.000Z`,
  suspended: false,
  ...extra,
});

const rows = [
  row(1),
  row(2, { emailVerified: false }),
  row(3, { isAffiliate: true, affiliateCode: 'REELPAID' }),
  row(4, { suspended: true }),
  row(5, { role: 'admin' }),
];

/** `/admin/users`: the filters in the URL and the users table (newest first, CSV). */
const meta = {
  title: 'Storefront/Admin/Users',
  component: UsersList,
  decorators: [withRouter],
  args: {
    list: { items: rows, page: 1, limit: 25, total: rows.length, totalPages: 1 },
    query: { suspended: 'true' },
  },
} satisfies Meta<typeof UsersList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Users/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    await expect(within(table).getByText('Suspended')).toBeVisible();
    await expect(within(table).getByText('REELPAID')).toBeVisible();
    await expect(canvas.getByLabelText('Suspended')).toHaveValue('true');
    await expect(canvas.getByRole('link', { name: 'person1@example.test' })).toHaveAttribute(
      'href',
      '/admin/users/usr_1',
    );
  },
};

/**
 * Sorted by e-mail, A→Z (the server's order, from `?sort=email&dir=asc`): the header says so with
 * `aria-sort`; role and join date are sortable too, the name is not.
 */
export const SortedByEmail: Story = {
  args: { query: { sort: 'email', dir: 'asc' } },
  play: async ({ canvas }) => {
    const header = (name: RegExp) => canvas.getByRole('columnheader', { name });
    await expect(header(/E-mail/)).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(/Role/)).toHaveAttribute('aria-sort', 'none');
    await expect(header(/Joined/)).toHaveAttribute('aria-sort', 'none');
    await expect(header(/^Name/)).not.toHaveAttribute('aria-sort');
    // Each sortable header is a button the keyboard reaches (Tab, then Enter or Space).
    const button = within(header(/E-mail/)).getByRole('button', { name: /E-mail/ });
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const Empty: Story = {
  args: {
    list: { items: [], page: 1, limit: 25, total: 0, totalPages: 0 },
    query: { q: 'nobody' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No user matches these filters.')).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('nobody');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: /Users/ }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

const user: AdminUser = {
  ...row(3, { isAffiliate: true, affiliateCode: 'REELPAID' }),
  version: 4,
  suspendedAt: null,
  activeSessions: 2,
  referredBy: null,
  orders: [
    {
      _id: 'ord_1',
      orderNumber: '1042',
      status: 'paid',
      totalCents: 1898,
      createdAt: '2026-03-02T12:00:00.000Z',
      items: 2,
    },
  ],
  orderCount: 1,
  ownedVideos: [
    {
      slug: 'secret-harbor',
      title: 'Secret Harbor',
      orderType: 'own',
      resolution: 'HD',
      expiresAt: null,
    },
    {
      slug: 'quiet-light',
      title: 'Quiet Light',
      orderType: 'rental',
      resolution: 'HD',
      expiresAt: '2026-03-05T12:00:00.000Z',
    },
  ],
  referrals: [{ id: 'usr_9', email: 'friend@example.test', createdAt: '2026-03-03T00:00:00.000Z' }],
  referralCount: 1,
  history: [
    {
      id: 7,
      at: '2026-03-04T09:30:00.000Z',
      actorEmail: 'admin@reelcart.test',
      entityType: 'user',
      entityId: 'usr_3',
      action: 'update',
      changes: [{ field: 'role', before: 'user', after: 'manager' }],
    },
  ],
};

/** `/admin/users/{id}`: profile, role form, access actions (each asks first), orders, videos, referrals, history. */
export const Detail: StoryObj<typeof UserDetail> = {
  render: (args) => <UserDetail {...args} />,
  args: { user, result: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(user.email);
    await expect(canvas.getByTestId('user-status')).toHaveTextContent('Active');
    await expect(canvas.getByRole('heading', { name: 'Orders (1)' })).toBeVisible();
    await expect(canvas.getByText('rental until 2026-03-05')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'friend@example.test' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend user' }));
    const dialog = canvas.getByRole('dialog', { name: `Suspend ${user.email}?` });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(dialog).not.toBeVisible();
  },
};

export const Suspended: StoryObj<typeof UserDetail> = {
  render: (args) => <UserDetail {...args} />,
  args: {
    user: {
      ...user,
      suspended: true,
      suspendedAt: '2026-03-06T08:00:00.000Z',
      activeSessions: 0,
      orders: [],
      orderCount: 0,
      ownedVideos: [],
      referrals: [],
      referralCount: 0,
    },
    result: {
      ok: true,
      intent: 'suspend',
      message: 'User suspended: their sessions end at the next refresh and sign-in is refused.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('user-status')).toHaveTextContent(
      'Suspended since 2026-03-06 08:00 UTC',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('User suspended');
    await expect(canvas.getByRole('button', { name: 'Reinstate user' })).toBeEnabled();
    await expect(canvas.getByText('No orders.')).toBeVisible();
    await expect(canvas.getByText('No videos owned or rented.')).toBeVisible();
  },
};

export const ResetLinkMade: StoryObj<typeof UserDetail> = {
  render: (args) => <UserDetail {...args} />,
  args: {
    user,
    result: {
      ok: true,
      intent: 'reset-link',
      message: 'Reset link made. Copy it and send it to the user; it works once.',
      link: 'http://localhost:3000/reset-password?token=abc',
      expiresAt: '2026-03-07T08:00:00.000Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Reset link/)).toHaveValue(
      'http://localhost:3000/reset-password?token=abc',
    );
  },
};

export const LastAdminRefused: StoryObj<typeof UserDetail> = {
  render: (args) => <UserDetail {...args} />,
  args: {
    user: { ...user, role: 'admin', email: 'admin@reelcart.test' },
    self: true,
    result: {
      ok: false,
      intent: 'save-user',
      fieldErrors: { role: 'This is the last admin: make another user an admin first.' },
      formError: 'This is the last admin: make another user an admin first.',
      values: { role: 'user', displayName: 'Person 3', version: '4' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This is the last admin');
    await expect(canvas.getByLabelText('Role')).toHaveValue('user');
    await expect(canvas.getByLabelText('Role')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Suspend user' })).toBeDisabled();
  },
};

export const StaleVersion: StoryObj<typeof UserDetail> = {
  render: (args) => <UserDetail {...args} />,
  args: {
    user,
    result: {
      ok: false,
      intent: 'save-user',
      conflict: true,
      fieldErrors: {},
      formError:
        'This user was changed by someone else while you were editing (it is now at version 5). Your changes were not saved: reload to see theirs, then apply yours again.',
      values: { role: 'admin', displayName: 'Typed name', version: '4' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('changed by someone else');
    await expect(canvas.getByRole('link', { name: 'Load the latest version' })).toHaveAttribute(
      'href',
      '/admin/users/usr_3',
    );
    // What was typed stays.
    await expect(canvas.getByLabelText('Display name')).toHaveValue('Typed name');
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveValue('admin');
  },
};
