import type { AnyStateMachine } from 'xstate';
import { toEventTable, toMermaid } from './mermaid';
import { readStatechart } from './statechart';

/**
 * Generated regions of the docs' Markdown: `<!-- generated:KIND NAME -->` … `<!-- /generated -->`.
 * `npm run docs:statecharts -w stories` rewrites them from the machines; the Statecharts stories
 * fail when a committed page differs from what the machine says now.
 */
export type BlockKind = 'statechart' | 'events';

export const REGENERATE = 'npm run docs:statecharts -w stories';

export function generatedBlock(kind: BlockKind, machine: AnyStateMachine): string {
  const chart = readStatechart(machine);
  return kind === 'statechart' ? `\`\`\`mermaid\n${toMermaid(chart)}\n\`\`\`` : toEventTable(chart);
}

const CLOSE = '<!-- /generated -->';

/** A region: its opening marker, then anything up to the first closing marker (possibly nothing). */
const pattern = (kind: BlockKind, name: string) =>
  new RegExp(`<!-- generated:${kind} ${name} -->\\n((?:(?!${CLOSE})[\\s\\S])*?)\\n?${CLOSE}`);

/** The current content of a generated region, or null when the page has none. */
export function readBlock(markdown: string, kind: BlockKind, name: string): string | null {
  return pattern(kind, name).exec(markdown)?.[1] ?? null;
}

/** The page with every region for `name` regenerated from `machine`. */
export function writeBlocks(markdown: string, name: string, machine: AnyStateMachine): string {
  let next = markdown;
  for (const kind of ['statechart', 'events'] as const) {
    next = next.replace(
      pattern(kind, name),
      () => `<!-- generated:${kind} ${name} -->\n${generatedBlock(kind, machine)}\n${CLOSE}`,
    );
  }
  return next;
}
