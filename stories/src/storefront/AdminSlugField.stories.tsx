import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent } from 'storybook/test';
import { SlugField } from '../../../storefront/app/components/admin/slug-field';
import type { SlugCheck } from '../../../storefront/app/lib/admin/slug';

/**
 * A record's slug in the back office (issue 33): suggested from the name until the admin types
 * their own, and checked as they type — a slug another record has is said with its name.
 */
const TAKEN: Record<string, string> = { 'jane-doe': 'Jane Doe' };

const meta = {
  title: 'Storefront/Admin slug field',
  component: SlugField,
  args: { kind: 'actresses', source: 'name', own: null, defaultValue: '' },
  decorators: [
    (Story) => {
      const router = createMemoryRouter(
        [
          {
            path: '/',
            element: (
              <form aria-label="Actress details" className="flex max-w-md flex-col gap-2 p-4">
                <label className="flex flex-col gap-1 text-sm">
                  Name
                  <input name="name" className="rounded-md border px-3 py-2" />
                </label>
                <Story />
              </form>
            ),
          },
          {
            path: '/admin/slug-check',
            loader: ({ request }): SlugCheck => {
              const url = new URL(request.url);
              const slug = url.searchParams.get('slug') ?? '';
              return {
                kind: url.searchParams.get('kind') ?? '',
                slug,
                takenBy: TAKEN[slug] ?? null,
              };
            },
          },
        ],
        { initialEntries: ['/'] },
      );
      return <RouterProvider router={router} />;
    },
  ],
} satisfies Meta<typeof SlugField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new record: the slug follows the name as it is typed, and is free. */
export const Suggested: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Ann Bell');
    await expect(canvas.getByLabelText('Slug')).toHaveValue('ann-bell');
    await expect(canvas.getByLabelText('Slug')).not.toHaveAttribute('aria-invalid');
  },
};

/** The name gives a slug another actress has: said with her name and what to do. */
export const Taken: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Jane Doe');
    await expect(
      await canvas.findByText(/^This slug is already used by Jane Doe\. Choose another one/),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An existing record: its own slug is kept whatever the name becomes, and is no clash. */
export const OwnSlug: Story = {
  args: { own: 'jane-doe', defaultValue: 'jane-doe' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Jane Doe-Smith');
    await expect(canvas.getByLabelText('Slug')).toHaveValue('jane-doe');
    await expect(canvas.queryByText(/already used/)).toBeNull();
  },
};

/** The server refused the slug: its message is tied to the field. */
export const ServerError: Story = {
  args: {
    defaultValue: 'Not A Slug',
    error: 'Lower-case letters, digits and single hyphens only',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Slug')).toHaveAccessibleDescription(
      'Lower-case letters, digits and single hyphens only',
    );
  },
};
