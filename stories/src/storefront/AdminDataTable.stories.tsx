import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { expect, userEvent, waitFor } from 'storybook/test';
import { toCsv, withParams } from '../../../storefront/app/components/data-table/csv';
import {
  DataTable,
  type DataTableProps,
} from '../../../storefront/app/components/data-table/data-table';
import { csvField } from '../../../storefront/app/lib/platform/csv';
import { withRouter } from './withRouter';

interface Row {
  slug: string;
  title: string;
  studio: string;
  priceCents: number;
}

const rows: Row[] = [1, 2, 3].map((n) => ({
  slug: `video-${n}`,
  title: `Video ${n}`,
  studio: n === 2 ? 'Northlight Studio' : 'Harbour Lights',
  priceCents: 999 + n * 100,
}));

const columns: ColumnDef<Row, unknown>[] = [
  {
    id: 'title',
    meta: { label: 'Title', sortKey: 'title', csv: (r) => r.title },
    enableHiding: false,
    cell: ({ row }) => row.original.title,
  },
  {
    id: 'studio',
    meta: { label: 'Studio', sortKey: 'studio', csv: (r) => r.studio },
    cell: ({ row }) => row.original.studio,
  },
  {
    id: 'price',
    meta: { label: 'Price', kind: 'money', csv: (r) => (r.priceCents / 100).toFixed(2) },
    cell: ({ row }) => `$${(row.original.priceCents / 100).toFixed(2)}`,
  },
];

const base: DataTableProps<Row> = {
  caption: 'Videos',
  columns,
  rows,
  rowId: (r) => r.slug,
  page: 1,
  totalPages: 1,
  total: 3,
  empty: 'No videos match these filters.',
};

/** The back office's one list (decision 026): TanStack Table, server paging/sort/filters in the URL. */
const meta = {
  title: 'Storefront/Admin/DataTable',
  decorators: [withRouter],
  render: (args: DataTableProps<Row>) => <DataTable {...args} />,
  args: base,
} satisfies Meta<DataTableProps<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Videos' });
    await expect(table).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    // Sortable headers are buttons; their column says how it is sorted.
    await expect(canvas.getByRole('button', { name: /Title/ })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Price' })).not.toHaveAttribute(
      'aria-sort',
    );
    await expect(canvas.getByText('3 results')).toBeInTheDocument();
    // An amount is a figure: right-aligned, tabular digits, never wrapped (issue 33).
    await expect(canvas.getByRole('cell', { name: '$10.99' })).toHaveClass(
      'whitespace-nowrap',
      'tabular-nums',
      'text-right',
    );
  },
};

export const SortedByTitle: Story = {
  args: { sort: { key: 'title', dir: 'asc' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No videos match these filters.')).toBeInTheDocument();
    await expect(canvas.getByText('0 results')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('table', { name: 'Videos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Paginated: Story = {
  args: { page: 2, totalPages: 5, total: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/?page=1',
    );
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/?page=3');
  },
};

export const SelectionWithBulkActions: Story = {
  args: {
    bulkActions: (selected) => (
      <button type="button" className="btn btn-outline">
        Publish {selected.length}
      </button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 2' }));
    const region = await canvas.findByRole('region', { name: 'Bulk actions' });
    await expect(region).toHaveTextContent('1 selected');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select every row on this page' }));
    await expect(canvas.getByRole('button', { name: 'Publish 3' })).toBeInTheDocument();
  },
};

export const ColumnVisibility: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Columns'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Studio' }));
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: /Studio/ })).toBeNull());
    // The title column cannot be hidden.
    await expect(canvas.queryByRole('checkbox', { name: 'Title' })).toBeNull();
  },
};

export const WithCsvExport: Story = {
  args: { csv: { href: '/?export=csv', filename: 'videos.csv' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    // The CSV itself: quoted fields, formula-leading text defused, CRLF lines.
    await expect(toCsv(rows.slice(0, 1), [{ label: 'Title', value: (r: Row) => r.title }])).toBe(
      'Title\r\nVideo 1\r\n',
    );
    await expect(csvField('a,"b"')).toBe('"a,""b"""');
    await expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    await expect(csvField(-12.5)).toBe('-12.5');
    await expect(withParams('?studio=x&page=3', { sort: 'title' })).toBe('?studio=x&sort=title');
  },
};
