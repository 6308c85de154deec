import type { AdminMail, AdminMailRow } from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MailDetail, MailOutbox } from '../../../storefront/app/components/admin/mail-outbox';
import { withRouter } from './withRouter';

const row = (n: number, extra: Partial<AdminMailRow> = {}): AdminMailRow => ({
  id: `mail_${n}`,
  kind: 'report_reply',
  to: `person${n}@example.test`,
  subject: `Subject ${n}`,
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: '2026-10-01T10:00:00.000Z',
  sentAt: '2026-10-01T10:00:05.000Z',
  transport: 'dev',
  createdAt: '2026-10-01T10:00:00.000Z',
  ...extra,
});
const rows = [
  row(1),
  row(2, { status: 'queued', attempts: 3, lastError: 'connect ECONNREFUSED', sentAt: null }),
  row(3, { kind: 'verification', status: 'failed', attempts: 12, lastError: 'SMTP 550' }),
];

/** `/admin/mail`: the mail outbox and development viewer (decision 046). */
const meta = {
  title: 'Storefront/Admin/Mail',
  component: MailOutbox,
  decorators: [withRouter],
  args: {
    list: { items: rows, page: 1, limit: 25, total: 3, totalPages: 1, sender: 'dev' },
    query: {},
  },
} satisfies Meta<typeof MailOutbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outbox: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Mails/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    await expect(within(table).getByText('Failed')).toBeVisible();
    await expect(canvas.getByText(/No SMTP server is configured/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    list: { items: [], page: 1, limit: 25, total: 0, totalPages: 0, sender: 'smtp' },
    query: { status: 'failed' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No mail matches these filters.')).toBeVisible();
    await expect(canvas.getByText(/delivered by SMTP/)).toBeVisible();
  },
};

const mail: AdminMail = { ...row(1), text: 'Thank you for your report.', textHidden: false };

export const Detail: StoryObj<typeof MailDetail> = {
  render: (args) => <MailDetail {...args} />,
  args: { mail, result: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Thank you for your report.')).toBeVisible();
    await expect(canvas.getByText(/to this viewer/)).toBeVisible();
  },
};

export const FailedStatusOnly: StoryObj<typeof MailDetail> = {
  render: (args) => <MailDetail {...args} />,
  args: {
    mail: {
      ...row(3, {
        kind: 'verification',
        status: 'failed',
        attempts: 12,
        lastError: 'SMTP 550',
        transport: null,
        sentAt: null,
      }),
      text: null,
      textHidden: true,
    },
    result: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SMTP 550')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry now' })).toBeVisible();
    await expect(canvas.getByText(/shows its status only/)).toBeVisible();
  },
};
