import axe from 'axe-core';
import { expect } from 'storybook/test';

/**
 * axe-core over a rendered story: no serious or critical violation (the bar the e2e's axe helper
 * sets for the screens). Use as a meta's `afterEach`, so every story of the file is checked after
 * its play function (the state it asserts).
 */
export async function axeAfterEach({ canvasElement }: { canvasElement: HTMLElement }) {
  const { violations } = await axe.run(canvasElement, { resultTypes: ['violations'] });
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await expect(blocking).toEqual([]);
}
