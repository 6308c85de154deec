import type { AnyStateMachine } from 'xstate';
import { toEventTable, toMermaid } from './mermaid';
import { readStatechart } from './statechart';

/**
 * Generated regions of the docs' Markdown: `<!-- generated:KIND NAME -->` … `<!-- /generated -->`.
 * `npm run docs:generate -w stories` rewrites them from the code; the Docs stories fail when a
 * committed page differs from what the code says now.
 */
export type BlockKind = 'statechart' | 'events';

export const REGENERATE = 'npm run docs:generate -w stories';

const CLOSE = '<!-- /generated -->';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A region: its opening marker, then anything up to the first closing marker (possibly nothing). */
const region = (marker: string, flags = '') =>
  new RegExp(
    `<!-- generated:${escapeRegExp(marker)} -->\\n((?:(?!${CLOSE})[\\s\\S])*?)\\n?${CLOSE}`,
    flags,
  );

/** The current content of a generated region (`marker` is e.g. `statechart auth`), or null. */
export function readRegion(markdown: string, marker: string): string | null {
  return region(marker).exec(markdown)?.[1] ?? null;
}

/** The page with the region's content replaced (every occurrence). */
export function writeRegion(markdown: string, marker: string, content: string): string {
  return markdown.replace(
    region(marker, 'g'),
    () => `<!-- generated:${marker} -->\n${content}\n${CLOSE}`,
  );
}

/** Every marker of a kind on the page, e.g. all `include …` regions. */
export function markersOf(markdown: string, kind: string): string[] {
  const found = markdown.matchAll(
    new RegExp(`<!-- generated:(${escapeRegExp(kind)} [^ ]+) -->`, 'g'),
  );
  return [...found].map((match) => match[1] ?? '');
}

export function generatedBlock(kind: BlockKind, machine: AnyStateMachine): string {
  const chart = readStatechart(machine);
  return kind === 'statechart' ? `\`\`\`mermaid\n${toMermaid(chart)}\n\`\`\`` : toEventTable(chart);
}

/** The current content of a machine's region, or null when the page has none. */
export function readBlock(markdown: string, kind: BlockKind, name: string): string | null {
  return readRegion(markdown, `${kind} ${name}`);
}

/** The page with every region for `name` regenerated from `machine`. */
export function writeBlocks(markdown: string, name: string, machine: AnyStateMachine): string {
  let next = markdown;
  for (const kind of ['statechart', 'events'] as const) {
    next = writeRegion(next, `${kind} ${name}`, generatedBlock(kind, machine));
  }
  return next;
}
