import { authMachine, cartMachine } from '@reelcart/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { AnyStateMachine } from 'xstate';
import authDoc from '../../../docs/concepts/auth.md?raw';
import cartDoc from '../../../docs/concepts/cart.md?raw';
import { type BlockKind, generatedBlock, REGENERATE, readBlock, writeBlocks } from './docBlocks';
import { Statechart } from './Statechart';
import { readStatechart, stateIds } from './statechart';

/**
 * The statecharts, generated from the machine definitions at render time. Each story also checks
 * the generator (every state drawn, every transition listed) and that the committed concept page
 * in docs/ still says what the machine says.
 */
const meta = {
  title: 'SDK/Statecharts',
  component: Statechart,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Statechart>;
export default meta;
type Story = StoryObj<typeof meta>;

function checks(name: string, machine: AnyStateMachine, doc: string): Story['play'] {
  return async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const chart = readStatechart(machine);
    const diagram = canvas.getByRole('img', { name: `Statechart of the ${name} machine` });
    await waitFor(() => expect(diagram.querySelector('svg')).not.toBeNull(), { timeout: 45_000 });
    // Every state of the definition is drawn (the root is the diagram itself).
    for (const id of stateIds(chart.root).slice(1)) {
      const key = id.split('.').at(-1) ?? id;
      await expect(diagram.textContent).toContain(key);
    }
    const table = canvas.getByRole('table', { name: `Transitions of the ${name} machine` });
    await expect(within(table).getAllByRole('row')).toHaveLength(chart.transitions.length + 1);
    for (const kind of ['statechart', 'events'] satisfies BlockKind[]) {
      const committed = readBlock(doc, kind, name);
      await expect(committed, `docs/concepts/${name}.md: run ${REGENERATE}`).toBe(
        generatedBlock(kind, machine),
      );
    }
    // Regenerating an up-to-date page changes nothing.
    await expect(writeBlocks(doc, name, machine)).toBe(doc);
  };
}

export const Auth: Story = {
  args: { machine: authMachine },
  play: checks('auth', authMachine, authDoc),
};

export const Cart: Story = {
  args: { machine: cartMachine },
  play: checks('cart', cartMachine, cartDoc),
};
