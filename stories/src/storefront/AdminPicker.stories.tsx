import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Picker, type PickerCreator } from '../../../storefront/app/components/admin/picker';

/**
 * The back office's picker for studios, series, actresses and categories (issue 33, decision
 * 102): an Ariakit combobox that searches as you type, chooses one or several, and creates a
 * record by name where the admin API can. What is chosen is posted as hidden inputs.
 */
const ACTRESSES = [
  { value: 'act_1', label: 'Jane Doe' },
  { value: 'act_2', label: 'Mona Lisa' },
  { value: 'act_3', label: 'Émilie Côté' },
];
const creator = (state: Partial<PickerCreator> = {}): PickerCreator => ({
  noun: 'actress',
  create: fn(),
  pending: false,
  error: null,
  created: null,
  ...state,
});

const meta = {
  title: 'Storefront/Admin picker',
  component: Picker,
  args: {
    label: 'Actresses',
    name: 'actressIds',
    options: ACTRESSES,
    defaultValue: [],
    multiple: true,
    creator: creator(),
  },
  decorators: [
    (Story) => (
      <form aria-label="Video details" className="max-w-md p-4">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the box invites a search; the form posts one empty value. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Actresses' })).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: /^Remove / })).toHaveLength(0);
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(new FormData(form).getAll('actressIds')).toEqual(['']);
  },
};

/** Two chosen: each a chip with its Remove button; their ids are what the form posts. */
export const SomeChosen: Story = {
  args: { defaultValue: ['act_1', 'act_3'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Jane Doe' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Émilie Côté' })).toBeVisible();
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(new FormData(form).getAll('actressIds')).toEqual(['act_1', 'act_3']);
  },
};

/** A name that matches nobody: the list offers to create it, and Enter asks for it. */
export const NoMatchCreate: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Actresses' }));
    await userEvent.keyboard('Ann Bell');
    await expect(
      await screen.findByRole('option', { name: 'Create actress “Ann Bell”' }),
    ).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.creator?.create).toHaveBeenCalledWith('Ann Bell');
  },
};

/** A name that matches nobody where nothing can be created (series): said so. */
export const NoMatch: Story = {
  args: { label: 'Series', name: 'seriesId', multiple: false, creator: undefined, options: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Series' }));
    await userEvent.keyboard('Moon');
    await expect(await screen.findByText('No match for “Moon”.')).toBeVisible();
  },
};

/** Creating: the status line says so until the record arrives. */
export const Creating: Story = {
  args: { creator: creator({ pending: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Creating the actress…');
  },
};

/** The create was refused: the reason, with what to do, in an alert. */
export const CreateRefused: Story = {
  args: {
    creator: creator({
      error:
        'Not created: another actress already has the address this name gives (its slug). Choose it from the list, or create this one from its own page with another slug.',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Not created: another actress/);
  },
};

/** The server refused what was chosen: the message is tied to the box. */
export const FieldError: Story = {
  args: { error: 'Choose an actress from the list.', defaultValue: ['act_2'] },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Actresses' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Choose an actress from the list.');
  },
};
