import type { StateCounts } from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Counts,
  Crumbs,
  itemHref,
  Progress,
  STATES,
  StateBadge,
} from '../../../storefront/app/components/intake/intake-ui';
import { withRouter } from './withRouter';

const counts = (over: Partial<StateCounts> = {}): StateCounts => ({
  new: 0,
  needs_info: 0,
  ready: 0,
  approved: 0,
  rejected: 0,
  published: 0,
  ...over,
});

/** Studio intake's building blocks (issue 19): an item's state, a batch's progress and counts. */
function Queue({ c, total }: { c: StateCounts; total: number }) {
  return (
    <div className="flex flex-col gap-3 p-4">
      <Crumbs
        items={[{ label: 'Studio intake', to: '/studiosconnect' }, { label: 'Sample delivery' }]}
      />
      <p className="flex gap-2">
        {STATES.map((s) => (
          <StateBadge key={s} state={s} />
        ))}
      </p>
      <Progress counts={c} total={total} />
      <Counts counts={c} />
      <a href={itemHref('northlight-studio', 'sample-delivery', 'Café Nuit/Été 2026/clip one.mp4')}>
        An item link
      </a>
    </div>
  );
}

const meta = {
  title: 'Storefront/Intake/Queue parts',
  decorators: [withRouter],
  render: (args: { c: StateCounts; total: number }) => <Queue {...args} />,
  args: {
    c: counts({ new: 1, needs_info: 2, ready: 1, approved: 1, rejected: 1, published: 1 }),
    total: 7,
  },
} satisfies Meta<{ c: StateCounts; total: number }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {
  play: async ({ canvas }) => {
    for (const label of ['New', 'Needs info', 'Ready', 'Approved', 'Rejected', 'Published'])
      await expect(canvas.getAllByText(label).length).toBeGreaterThan(0);
    await expect(
      canvas.getByRole('progressbar', { name: 'Done (published or rejected)' }),
    ).toHaveAttribute('value', '2');
    await expect(canvas.getByText('2 / 7')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'An item link' })).toHaveAttribute(
      'href',
      '/studiosconnect/northlight-studio/sample-delivery/Caf%C3%A9%20Nuit/%C3%89t%C3%A9%202026/clip%20one.mp4',
    );
  },
};

export const EmptyBatch: Story = {
  args: { c: counts(), total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No items')).toBeInTheDocument();
    await expect(canvas.getByText('0 / 0')).toBeInTheDocument();
  },
};

export const AllDone: Story = {
  args: { c: counts({ published: 4, rejected: 1 }), total: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected 1 · Published 4')).toBeInTheDocument();
    await expect(canvas.getByText('5 / 5')).toBeInTheDocument();
  },
};
