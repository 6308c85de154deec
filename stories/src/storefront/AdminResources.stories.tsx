import type { AdminStudio } from '@reelcart/contract/admin';
import type { CatalogueEntity } from '@reelcart/sdk/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent } from 'storybook/test';
import { categories } from '../../../storefront/app/admin/resources/categories';
import { studios } from '../../../storefront/app/admin/resources/studios';
import { EntityEditPage } from '../../../storefront/app/components/admin/entity-detail';
import { ResourceList } from '../../../storefront/app/components/admin/resource-list';
import type { ListPage } from '../../../storefront/app/lib/admin/resource';
import { withRouter } from './withRouter';

/** `ResourceList` for a catalogue entity's rows (a story's component cannot be generic). */
function EntityList(
  props: ComponentProps<typeof ResourceList<CatalogueEntity, ListPage<CatalogueEntity>>>,
) {
  return <ResourceList {...props} />;
}

/**
 * The back office by resource (decision 076): a descriptor drives the list screen (heading, "New",
 * filters, the shared table) and the edit page (its form from the descriptor's fields).
 */
const meta = {
  title: 'Storefront/Admin resources',
  component: EntityList,
  decorators: [withRouter],
} satisfies Meta<typeof EntityList>;
export default meta;
type Story = StoryObj<typeof meta>;

const entity = (n: number, extra: Partial<CatalogueEntity> = {}): CatalogueEntity => ({
  _id: `st${n}`,
  slug: `studio-${n}`,
  name: `Studio ${n}`,
  description: '',
  image: '/artwork/studio.svg',
  videoCount: 10 - n,
  ...extra,
});
const page = (items: CatalogueEntity[]) => ({
  items,
  page: 1,
  totalPages: 1,
  total: items.length,
});

/** A list of studios: each a link to edit, "New studio", search in the URL, CSV of every match. */
export const StudioList: Story = {
  args: { resource: studios.list, list: page([entity(1), entity(2)]), query: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Studios' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New studio' })).toHaveAttribute(
      'href',
      '/admin/studios/new',
    );
    await expect(canvas.getByRole('link', { name: 'Studio 1' })).toHaveAttribute(
      'href',
      '/admin/studios/studio-1',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};

/** Nothing matches the search: the table says so, the search kept. */
export const NoMatch: Story = {
  args: { resource: studios.list, list: page([]), query: { q: 'zzz' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No studio matches.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzz');
  },
};

/** A new page of the list is loading: the table says it is busy. */
export const Loading: Story = {
  args: { resource: studios.list, list: page([entity(1)]), query: {}, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Categories add their position column; unsorted, the list is in the store's order. */
export const CategoryList: Story = {
  args: {
    resource: categories.list,
    list: page([entity(1, { name: 'Drama', slug: 'drama', position: 2 })]),
    query: {},
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Position/ })).toBeVisible();
  },
};

const studio: AdminStudio = {
  _id: 'st1',
  slug: 'studio-1',
  name: 'Studio 1',
  description: 'Makes films.',
  logoUrl: null,
  royaltyBps: 5000,
  version: 3,
  videos: [{ slug: 'first-film', title: 'First film', published: false }],
  history: [],
};

/** A studio's page: its fields from the descriptor, its videos (unpublished marked). */
export const EditStudio: Story = {
  args: { resource: studios.list, list: page([]), query: {} },
  render: () => <EntityEditPage resource={studios} entity={studio} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Studio details' })).toBeVisible();
    await expect(canvas.getByLabelText('Royalty rate (basis points)')).toHaveValue('5000');
    await expect(canvas.getByRole('button', { name: 'Save studio' })).toBeVisible();
  },
};

/** A new studio: the defaults filled in; an empty name is refused in the browser, at its field. */
export const NewStudioRefused: Story = {
  args: { resource: studios.list, list: page([]), query: {} },
  render: () => <EntityEditPage resource={studios} entity={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Royalty rate (basis points)')).toHaveValue('5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Create studio' }));
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  },
};
