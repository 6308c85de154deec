import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GeneratedDocs, pageStatuses } from './GeneratedDocs';

/**
 * The docs cannot drift: every generated region of docs/*.md (statecharts, transition tables,
 * the contract, the error catalogue, included examples) must equal what the code generates now.
 */
const meta = {
  title: 'Docs/Generated pages',
  component: GeneratedDocs,
} satisfies Meta<typeof GeneratedDocs>;
export default meta;

export const UpToDate: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const statuses = pageStatuses();
    await expect(statuses.map((s) => s.path)).toEqual(
      expect.arrayContaining(['concepts/auth.md', 'concepts/cart.md', 'contract.md']),
    );
    await expect(statuses.filter((s) => !s.fresh).map((s) => s.path)).toEqual([]);
    await expect(canvas.queryByText(/OUT OF DATE/)).toBeNull();
  },
};
