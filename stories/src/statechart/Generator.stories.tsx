import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { and, fromPromise, not, setup } from 'xstate';
import { toEventTable, toMermaid } from './mermaid';
import { Statechart } from './Statechart';
import { readStatechart } from './statechart';

/**
 * The statechart generator on a small machine with every construct it must read: nested and
 * parallel states, `after` delays, `always`, invoked actors' done/error, and/or/not guards,
 * machine-wide transitions and action-only transitions. The play function pins the exact output.
 */
const sample = setup({
  types: { events: {} as { type: 'go' } | { type: 'poke' } | { type: 'reset' } },
  actors: { load: fromPromise(async () => 1) },
  guards: { ready: () => true, allowed: () => true },
  actions: { note: () => undefined },
  delays: { wait: 1_000 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  on: { reset: '.idle', poke: { actions: 'note' } },
  states: {
    idle: { on: { go: { guard: and(['ready', not('allowed')]), target: 'loading' } } },
    loading: {
      invoke: { src: 'load', onDone: 'both', onError: 'idle' },
    },
    both: {
      type: 'parallel',
      states: {
        left: { initial: 'a', states: { a: { after: { wait: 'b' } }, b: {} } },
        right: { initial: 'c', states: { c: { always: { guard: 'ready', target: 'd' } }, d: {} } },
      },
    },
  },
});

const EXPECTED = `stateDiagram-v2
  direction LR
  [*] --> sample_idle
  state "idle" as sample_idle
  state "loading" as sample_loading
  state "both" as sample_both {
    state "left" as sample_both_left {
      [*] --> sample_both_left_a
      state "a" as sample_both_left_a
      state "b" as sample_both_left_b
    }
    --
    state "right" as sample_both_right {
      [*] --> sample_both_right_c
      state "c" as sample_both_right_c
      state "d" as sample_both_right_d
    }
  }
  state "(any state)" as sample
  sample --> sample_idle : reset
  sample_idle --> sample_loading : go [and(ready, not(allowed))]
  sample_loading --> sample_both : done load
  sample_loading --> sample_idle : error load
  sample_both_left_a --> sample_both_left_b : after wait
  sample_both_right_c --> sample_both_right_d : always [ready]`;

const TABLE = [
  '| in state     | on            | if                         | goes to      | does   |',
  '| ------------ | ------------- | -------------------------- | ------------ | ------ |',
  '| (any)        | `reset`       | —                          | idle         | —      |',
  '| (any)        | `poke`        | —                          | —            | `note` |',
  '| idle         | `go`          | `and(ready, not(allowed))` | loading      | —      |',
  '| loading      | `done: load`  | —                          | both         | —      |',
  '| loading      | `error: load` | —                          | idle         | —      |',
  '| both.left.a  | `after wait`  | —                          | both.left.b  | —      |',
  '| both.right.c | `always`      | `ready`                    | both.right.d | —      |',
].join('\n');

const meta = {
  title: 'SDK/Statecharts/Generator',
  component: Statechart,
  args: { machine: sample },
} satisfies Meta<typeof Statechart>;
export default meta;

export const SampleMachine: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const chart = readStatechart(sample);
    await expect(toMermaid(chart)).toBe(EXPECTED);
    // Action-only transitions are not drawn, but they are listed.
    await expect(toEventTable(chart)).toBe(TABLE);
    await expect(chart.transitions.find((t) => t.trigger === 'poke')?.targets).toEqual([]);
    await expect(canvas.getByRole('table')).toHaveTextContent('and(ready, not(allowed))');
  },
};
