import type { IntakeItem } from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ItemForm, type ItemFormResult } from '../../../storefront/app/components/intake/item-form';
import { withRouter } from './withRouter';

const base: IntakeItem = {
  path: 'Café Nuit/Été 2026/clip one.mp4',
  line: 3,
  state: 'needs_info',
  version: 2,
  fields: {
    title: '',
    description: '',
    performers: ['Aiko Brooks', 'Someone New'],
    categories: ['drama'],
    series: null,
    releaseDate: null,
    durationMinutes: null,
    prices: { sd: null, hd: 1150, fhd: null, uhd: null, rental: null },
  },
  missing: ['title', 'releaseDate', 'durationMinutes'],
  rejectReason: null,
  videoSlug: null,
  videoPublished: null,
  history: [],
};
const options = {
  actresses: [{ name: 'Aiko Brooks' }, { name: 'Bea Sample' }],
  categories: [
    { slug: 'drama', name: 'Drama' },
    { slug: 'comedy', name: 'Comedy' },
  ],
  series: [{ name: 'Harbour Series' }],
};

interface Args {
  item: IntakeItem;
  result?: ItemFormResult;
  next: string | null;
}

function Harness({ item, result, next }: Args) {
  const ref = useRef<HTMLFormElement>(null);
  return (
    <ItemForm
      formRef={ref}
      item={item}
      options={options}
      result={result}
      next={next}
      storageKey={`story:${item.path}@${item.version}:${Math.random()}`}
    />
  );
}

/** The queue form's item form (issue 19): catalogue pickers, inline errors from the contract's schema. */
const meta = {
  title: 'Storefront/Intake/Item form',
  decorators: [withRouter],
  render: (args: Args) => <Harness {...args} />,
  args: { item: base, next: '2026-11/scene-02/main.mp4' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NeedsInfo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Title')).toHaveValue('');
    await expect(canvas.getByLabelText('HD')).toHaveValue('11.50');
    // Known performers are chosen in their picker; new ones wait for confirmation at publishing.
    await expect(canvas.getByLabelText('New performers')).toHaveValue('Someone New');
    await expect(canvas.getByRole('button', { name: 'Remove Aiko Brooks' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save and next' })).toBeEnabled();
  },
};

export const InlineErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Duration (minutes)'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Enter the duration in minutes')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Duration (minutes)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByLabelText('Duration (minutes)')).toHaveFocus();
  },
};

export const ServerRefusal: Story = {
  args: {
    result: {
      intent: 'save',
      ok: false,
      message: 'This item was changed by someone else while you were editing.',
      conflict: true,
      values: { title: 'What I typed' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('changed by someone else');
    await expect(canvas.getByRole('link', { name: 'Load the latest version' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Title')).toHaveValue('What I typed');
  },
};

export const Published: Story = {
  args: {
    item: { ...base, state: 'published', missing: [], videoSlug: 'clip-one-1a2b3c4d' },
    next: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByText(/edit it as a video/)).toBeInTheDocument();
  },
};
