import type { AuditEntry } from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AdminShell, Breadcrumbs } from '../../../storefront/app/components/admin/admin-shell';
import { AuditHistory } from '../../../storefront/app/components/admin/audit-history';
import { ConfirmButton } from '../../../storefront/app/components/admin/confirm-button';
import { SaveMessage, TextField } from '../../../storefront/app/components/admin/fields';
import { StoreLink } from '../../../storefront/app/components/admin/store-link';
import { withRouter } from './withRouter';

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-24T12:30:00.000Z',
  actorEmail: 'admin@reelcart.test',
  entityType: 'product',
  entityId: 'prd_1',
  action: 'update',
  changes: [{ field: 'priceCents', before: 1299, after: 949 }],
  ...overrides,
});

/** The admin shell's pieces: history, breadcrumbs, confirmation, the form pattern's fields and messages. */
const meta = {
  title: 'Storefront/Admin/Shell',
  component: AuditHistory,
  decorators: [withRouter],
  args: {
    entries: [
      entry(2),
      entry(1, {
        action: 'create',
        entityType: 'video',
        changes: [{ field: 'title', before: null, after: 'New' }],
      }),
    ],
  },
} satisfies Meta<typeof AuditHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      'Updated product by admin@reelcart.test',
    );
    // Labels and money for people, not field names and cents (issue 33).
    await expect(canvas.getByRole('rowheader', { name: 'Price' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: '$12.99' })).toBeInTheDocument();
    await expect(canvas.getAllByText('2026-11-24 12:30 UTC')[0]).toHaveAttribute(
      'datetime',
      '2026-11-24T12:30:00.000Z',
    );
  },
};

/** Ids the server named: "Cedar Lane Studio" where the log keeps `std_03`; a deleted one stays an id. */
export const HistoryWithNames: Story = {
  args: {
    entries: [
      entry(3, {
        entityType: 'video',
        changes: [
          { field: 'studioId', before: 'std_03', after: 'std_99' },
          { field: 'categoryIds', before: [], after: ['cat_01', 'cat_02'] },
        ],
        labels: { std_03: 'Cedar Lane Studio', cat_01: 'Drama', cat_02: 'Travel' },
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Cedar Lane Studio' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: 'std_99' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: 'Drama, Travel' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Categories' })).toBeInTheDocument();
  },
};

export const EmptyHistory: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No admin changes recorded yet.')).toBeInTheDocument();
  },
};

export const BreadcrumbTrail: Story = {
  render: () => <Breadcrumbs pathname="/admin/videos/secret-harbor" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(canvas.getByRole('link', { name: 'Videos' })).toHaveAttribute(
      'href',
      '/admin/videos',
    );
    await expect(canvas.getByText('secret-harbor')).toHaveAttribute('aria-current', 'page');
  },
};

export const BreadcrumbNamesTheRecord: Story = {
  render: () => <Breadcrumbs pathname="/admin/orders/ord_7f3a9c" current="RC-10042" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RC-10042')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByText('ord_7f3a9c')).not.toBeInTheDocument();
  },
};

/**
 * The back office's own frame: no store header (no "Browse" navigation, no cart), the store as an
 * absolute link, and on a phone the menu behind a button (closed until asked for).
 */
export const OwnShell: Story = {
  render: () => (
    <AdminShell
      email="admin@reelcart.test"
      studios={[{ slug: 'moonlight', name: 'Moonlight' }]}
      categories={[]}
      storeOrigin="https://store.example"
      storeLinks={[{ href: 'https://store.example/studiosconnect', label: 'Studio intake' }]}
    >
      <StoreLink path="/videos/secret-harbor">View on the store</StoreLink>
    </AdminShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Browse' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View store' })).toHaveAttribute(
      'href',
      'https://store.example/',
    );
    await expect(canvas.getByRole('link', { name: 'View on the store' })).toHaveAttribute(
      'href',
      'https://store.example/videos/secret-harbor',
    );
    // The button shows below `md` only and the story's frame may be wider (a hidden element has no
    // accessible name from its content): found by its text.
    const menu = canvas.getByText('Menu');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    menu.click();
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'true'));
    const nav = canvas.getByRole('navigation', { name: 'Admin', hidden: true });
    await expect(menu).toHaveAttribute('aria-controls', nav.id);
    await expect(nav).toHaveClass('block');
  },
};

export const ConfirmDestructive: Story = {
  render: () => (
    <form id="bulk" onSubmit={(e) => e.preventDefault()}>
      <ConfirmButton
        form="bulk"
        name="intent"
        value="unpublish"
        label="Unpublish"
        title="Unpublish 2 videos?"
        confirmLabel="Unpublish"
      >
        They disappear at once from the store.
      </ConfirmButton>
    </form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Unpublish 2 videos?' });
    await expect(dialog).toHaveTextContent('They disappear at once from the store.');
    // Cancel closes it and nothing is submitted (Escape is covered by the e2e, in a real browser).
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  },
};

export const FieldWithError: Story = {
  render: () => (
    <TextField
      label="Slug"
      name="slug"
      defaultValue="Not A Slug"
      error="Lower-case letters, digits and single hyphens only"
    />
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Slug');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Lower-case letters, digits and single hyphens only',
    );
    await expect(input).toHaveValue('Not A Slug');
  },
};

export const ConflictMessage: Story = {
  render: () => (
    <SaveMessage
      intent="save-video"
      reloadHref="/admin/videos/x"
      result={{
        ok: false,
        intent: 'save-video',
        conflict: true,
        formError: 'This video was changed by someone else while you were editing.',
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('changed by someone else');
    await expect(canvas.getByRole('link', { name: 'Load the latest version' })).toBeInTheDocument();
  },
};
