import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatementDetail } from '../../../storefront/app/components/manager/statement-detail';

import { statementWith } from './manager-fixtures';
import { withRouter } from './withRouter';

/** The CSV a link offers, decoded from its data: URL. */
const csvOf = (link: HTMLElement) =>
  decodeURIComponent(
    (link.getAttribute('href') ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''),
  );

/** A royalty statement's detail: totals, line items and adjustments, its CSV, and the payment. */
const meta = {
  title: 'Storefront/Manager/Statement',
  component: StatementDetail,
  decorators: [withRouter],
  args: { statement: statementWith('final') },
} satisfies Meta<typeof StatementDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FinalWithLinesAndAdjustment: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Harbor Pictures, 2026-10 — Final' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Line items of Harbor Pictures, 2026-10' });
    const [, sale, rental, adjustment, totals] = within(table).getAllByRole('row');
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    // The statement's totals (the API's) close the table, with its rate, not a sum of rates.
    await expect(totals).toHaveTextContent(/^Total/);
    await expect(totals).toHaveTextContent('30%');
    await expect(rental).toHaveTextContent('SaleQuiet Tiderental 4K4');
    // Deductions: fees and commission of the line; net = gross − deductions; royalty = 30 % of net.
    await expect(sale).toHaveTextContent('SaleHarbor Lightsown HD10$199.90$36.99$162.91');
    await expect(sale).toHaveTextContent('$48.87');
    // The refund of an earlier, already final month, carried forward as an adjustment.
    await expect(adjustment).toHaveTextContent(/^AdjustmentHarbor Lights.*-\$18\.39/);
    // Open for payment: the form is there.
    await expect(canvas.getByLabelText('Payment reference')).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Record payment' })).toBeEnabled();
  },
};

export const LinesCsv: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Download CSV' });
    await expect(link).toHaveAttribute('download', 'royalty-std_harbor-2026-10.csv');
    // RFC 4180: CRLF line ends, the last line ended too.
    await expect(csvOf(link).endsWith('\r\n')).toBe(true);
    const lines = csvOf(link).slice(0, -2).split('\r\n');
    await expect(lines[0]).toBe('Kind,Video,License,Quantity,Gross,Deductions,Net,Rate,Royalty');
    await expect(lines[1]).toBe('Sale,Harbor Lights,own HD,10,199.90,36.99,162.91,30%,48.87');
    await expect(lines[3]).toBe('Adjustment,Harbor Lights,own HD,0,0.00,18.39,-18.39,30%,-5.52');
  },
};

export const OpenOnHold: Story = {
  args: { statement: statementWith('open') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Harbor Pictures, 2026-10 — Open' }),
    ).toBeVisible();
    // Still inside the refund window: on hold, nothing cleared, no payment yet.
    await expect(canvas.getByText('$48.65 / $0.00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Record payment' })).toBeNull();
  },
};

export const NoLines: Story = {
  args: { statement: statementWith('open', { lines: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No line items.')).toBeVisible();
  },
};

export const PaymentValidationError: Story = {
  args: {
    result: { ok: false, message: 'Enter the payment reference (1–120 characters).' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter the payment reference (1–120 characters).',
    );
    const input = canvas.getByLabelText('Payment reference');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Enter the payment reference (1–120 characters).',
    );
  },
};

export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Record payment' })).toBeDisabled();
  },
};

export const PaymentRecorded: Story = {
  args: {
    statement: statementWith('paid', { paymentReference: 'BANK-2026-0042' }),
    result: { ok: true, reference: 'BANK-2026-0042' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /— Paid$/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment recorded: BANK-2026-0042.');
    await expect(canvas.getByText('BANK-2026-0042', { exact: true })).toBeVisible();
    // Paid once: no second payment form.
    await expect(canvas.queryByLabelText('Payment reference')).toBeNull();
  },
};
