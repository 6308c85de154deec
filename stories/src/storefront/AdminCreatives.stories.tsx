import type { AdminCreative, AdminCreativeRow } from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActionData } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CreativeDetail } from '../../../storefront/app/components/admin/creative-detail';
import { CreativesList } from '../../../storefront/app/components/admin/creatives-list';
import type { FormResult } from '../../../storefront/app/lib/admin/forms';
import { withRouter } from './withRouter';

/** An inline image, so the stories load nothing from a server. */
const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="728" height="90"><rect width="728" height="90" fill="#334"/></svg>')}`;

const figures = (clicks: number, unique: number, sales: number) => ({
  clicks,
  uniqueClicks: unique,
  conversions: sales,
  conversionRate: unique ? Math.round((sales / unique) * 10_000) / 10_000 : 0,
});

const row = (n: number, extra: Partial<AdminCreativeRow> = {}): AdminCreativeRow => ({
  id: `crt_${n}`,
  kind: 'banner',
  name: `Banner ${n}`,
  text: 'Watch tonight',
  width: 728,
  height: 90,
  landingPage: '/videos',
  active: true,
  imageUrl: IMAGE,
  uploaded: true,
  version: 1,
  figures: figures(120 * n, 100 * n, 4 * n),
  ...extra,
});

const rows = [
  row(1),
  row(2, { active: false, width: 300, height: 250 }),
  row(3, {
    kind: 'text',
    name: 'Text link: catalogue',
    width: null,
    height: null,
    imageUrl: null,
    uploaded: false,
    figures: figures(0, 0, 0),
  }),
];
const totals = figures(720, 600, 24);

/** `/admin/creatives`: figures over a period, the filters in the URL, a create button. */
const meta = {
  title: 'Storefront/Admin/Creatives',
  component: CreativesList,
  decorators: [withRouter],
  args: { list: { items: rows, days: 30, totals }, query: { kind: 'banner' } },
} satisfies Meta<typeof CreativesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Creatives/ });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(rows.length);
    await expect(within(table).getByText('Inactive')).toBeVisible();
    await expect(canvas.getByText('300×250')).toBeVisible();
    await expect(within(table).getAllByText('4.00 %')).toHaveLength(2);
    await expect(canvas.getByTestId('creative-totals')).toHaveTextContent(
      'Last 30 days: 720 clicks (600 unique), 24 sales, 4.00 % conversion.',
    );
    await expect(canvas.getByRole('link', { name: 'New creative' })).toHaveAttribute(
      'href',
      '/admin/creatives/new',
    );
  },
};

export const Empty: Story = {
  args: { list: { items: [], days: 7, totals: figures(0, 0, 0) }, query: { q: 'nothing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No creative matches these filters.')).toBeVisible();
    await expect(canvas.getByLabelText('Period')).toHaveValue('7');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: /Creatives/ }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

const creative: AdminCreative = {
  ...row(1),
  createdAt: '2026-03-01T10:00:00.000Z',
  days: 30,
  file: { contentType: 'image/png', bytes: 12_400 },
  history: [
    {
      id: 3,
      at: '2026-03-04T09:30:00.000Z',
      actorEmail: 'admin@reelcart.test',
      entityType: 'creative',
      entityId: 'crt_1',
      action: 'update',
      changes: [{ field: 'active', before: false, after: true }],
    },
  ],
};

/** `/admin/creatives/{id}`: figures, the image and its file facts, the form, the history. */
export const Detail: StoryObj<typeof CreativeDetail> = {
  render: (args) => <CreativeDetail {...args} />,
  args: { creative, result: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Banner 1');
    await expect(canvas.getByTestId('creative-figures')).toHaveTextContent(
      'Clicks120Unique clicks100Sales4Conversion4.00 %',
    );
    await expect(canvas.getByText('728×90 · image/png · 13 KB')).toBeVisible();
    await expect(canvas.getByLabelText(/^Active/)).toBeChecked();
    await expect(canvas.getByTestId('audit-history')).toHaveTextContent('Updated creative');
  },
};

export const NewCreative: StoryObj<typeof CreativeDetail> = {
  render: (args) => <CreativeDetail {...args} />,
  args: { creative: null, result: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('New creative');
    await expect(canvas.getByLabelText('Banner image')).toBeVisible();
    // A text link has link text and no image.
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'text');
    await expect(canvas.getByLabelText('Link text')).toBeVisible();
    await expect(canvas.queryByLabelText('Banner image')).toBeNull();
  },
};

export const UploadRefused: StoryObj<typeof CreativeDetail> = {
  render: (args) => <CreativeDetail {...args} />,
  args: {
    creative: null,
    result: {
      ok: false,
      intent: 'save-creative',
      formError: 'Invalid image: The image is 700×90 pixels; a banner must be one of 728×90, …',
      fieldErrors: { image: 'The image is 700×90 pixels; a banner must be one of 728×90, …' },
      values: {
        name: 'Leaderboard',
        kind: 'banner',
        text: 'Watch tonight',
        landingPage: '/videos',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid image: The image is 700×90');
    await expect(canvas.getByLabelText('Banner image')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Name')).toHaveValue('Leaderboard');
  },
};

export const StaleVersion: StoryObj<typeof CreativeDetail> = {
  render: (args) => <CreativeDetail {...args} />,
  args: {
    creative: {
      ...(rows[2] as AdminCreativeRow),
      createdAt: '2026-03-01T10:00:00.000Z',
      days: 30,
      file: null,
      history: [],
    },
    result: {
      ok: false,
      intent: 'save-creative',
      conflict: true,
      formError: 'This creative was changed by someone else while you were editing.',
      fieldErrors: {},
      values: {
        name: 'Text link: catalogue',
        text: 'Browse',
        landingPage: '/videos',
        version: '1',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Load the latest version' })).toBeVisible();
    await expect(canvas.getByText('No admin changes recorded yet.')).toBeVisible();
    await expect(canvas.getByLabelText('Link text')).toHaveValue('Browse');
  },
};

/** The creative page as the route renders it: the form shows the action's answer. */
function CreativePage({ creative }: { creative: AdminCreative }) {
  const result = useActionData() as FormResult | undefined;
  return <CreativeDetail creative={creative} result={result} />;
}

/**
 * A submit that passes the browser's check and that the server refuses with a field error: the
 * error shows next to its field (not only in the alert), after the browser's own errors.
 */
export const ServerFieldError: StoryObj<typeof CreativePage> = {
  render: (args) => <CreativePage {...args} />,
  args: { creative },
  parameters: {
    routerAction: (): FormResult => ({
      ok: false,
      intent: 'save-creative',
      formError: 'The creative was not saved: check the landing page.',
      fieldErrors: { landingPage: 'No store page has this path.' },
      values: { name: 'Banner 1', text: 'Watch tonight', landingPage: '/nowhere', active: 'on' },
    }),
  },
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText('Name');
    const landing = canvas.getByLabelText('Landing page');
    // The browser's check first: an empty name is refused before anything is sent.
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: /Save creative/ }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    // Corrected, sent; the server's field error is tied to its field.
    await userEvent.type(name, 'Banner 1');
    await userEvent.clear(landing);
    await userEvent.type(landing, '/nowhere');
    await userEvent.click(canvas.getByRole('button', { name: /Save creative/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('check the landing page');
    await waitFor(() => expect(landing).toHaveAttribute('aria-invalid', 'true'));
    await expect(landing).toHaveAccessibleDescription(/No store page has this path\./);
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};
