import type { AdminReport, AdminReportRow } from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReportDetail } from '../../../storefront/app/components/admin/report-detail';
import { ReportsQueue } from '../../../storefront/app/components/admin/reports-queue';
import { withRouter } from './withRouter';

const admins = [{ id: 'usr_admin', email: 'admin@reelcart.test' }];

const row = (n: number, extra: Partial<AdminReportRow> = {}): AdminReportRow => ({
  id: `rpt_${n}`,
  kind: 'report',
  status: 'open',
  title: 'Copyright',
  url: `/videos/sample-${n}`,
  name: null,
  email: `sender${n}@example.test`,
  assignee: null,
  notes: 0,
  createdAt: `2026-10-0${n}T10:00:00.000Z`,
  updatedAt: `2026-10-0${n}T10:00:00.000Z`,
  ...extra,
});

const rows = [
  row(1),
  row(2, { email: null, status: 'in_review', assignee: admins[0] ?? null, notes: 2 }),
  row(3, { id: 'msg_3', kind: 'contact', title: 'Billing question', url: null, name: 'A Visitor' }),
];
const counts = { open: 2, in_review: 1, resolved: 4, rejected: 1 };

/** `/admin/reports`: the moderation queue with status tabs and filters in the URL (decision 047). */
const meta = {
  title: 'Storefront/Admin/Reports',
  component: ReportsQueue,
  decorators: [withRouter],
  args: {
    list: { items: rows, page: 1, limit: 25, total: rows.length, totalPages: 1, counts, admins },
    query: { status: 'open' },
  },
} satisfies Meta<typeof ReportsQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Reports and messages/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    await expect(within(table).getByText('Contact message')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Billing question' })).toHaveAttribute(
      'href',
      '/admin/reports/msg_3',
    );
  },
};

export const Empty: Story = {
  args: {
    list: { items: [], page: 1, limit: 25, total: 0, totalPages: 0, counts, admins },
    query: { q: 'nothing' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing in the queue matches these filters.')).toBeVisible();
    await expect(canvas.getByLabelText('Search reports')).toHaveValue('nothing');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: /Reports and messages/ }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

const report: AdminReport = {
  ...row(1),
  version: 3,
  body: 'This video is not theirs to sell.',
  video: { _id: 'vid_1', slug: 'sample-1', title: 'Sample One', published: true },
  unpublishBlocked: null,
  replyBlocked: null,
  notesList: [
    {
      id: 'note_1',
      authorEmail: 'admin@reelcart.test',
      text: 'Asked the studio.',
      createdAt: '2026-10-02T09:00:00.000Z',
    },
  ],
  replies: [],
  admins,
  history: [],
};

/** `/admin/reports/{id}`: status, assignee and a note; unpublish (asks first); reply by e-mail. */
export const Detail: StoryObj<typeof ReportDetail> = {
  render: (args) => <ReportDetail {...args} />,
  args: { report, result: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('report-status')).toHaveTextContent('Open');
    await expect(canvas.getByText('Asked the studio.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish video and resolve' }));
    const dialog = canvas.getByRole('dialog', { name: 'Unpublish “Sample One”?' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Queue reply' })).toBeEnabled();
  },
};

/** A report without an e-mail about a page that is no video: both actions say why they cannot apply. */
export const ActionsBlocked: StoryObj<typeof ReportDetail> = {
  render: (args) => <ReportDetail {...args} />,
  args: {
    report: {
      ...report,
      email: null,
      url: '/about',
      video: null,
      unpublishBlocked: 'The reported address is not a video page of this store (/videos/…).',
      replyBlocked: 'The sender gave no e-mail address.',
      notesList: [],
    },
    result: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/not a video page/)).toBeVisible();
    await expect(canvas.getByText(/gave no e-mail address/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Queue reply' })).toBeNull();
    await expect(canvas.getByText('No notes yet.')).toBeVisible();
  },
};

export const Conflict: StoryObj<typeof ReportDetail> = {
  render: (args) => <ReportDetail {...args} />,
  args: {
    report,
    result: {
      ok: false,
      intent: 'update',
      fieldErrors: {},
      formError: 'This report was changed by someone else while you were editing.',
      values: { status: 'resolved', note: 'Done' },
      conflict: true,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/changed by someone else/);
  },
};
