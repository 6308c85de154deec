import type { ChartState, ChartTransition, Statechart } from './statechart';

/** A Mermaid identifier for a state id (`cart.busy.push` → `cart_busy_push`). */
const ref = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

const label = (t: ChartTransition) => {
  const guard = t.guard ? ` [${t.guard}]` : '';
  return `${t.trigger}${guard}`.replace(/:/g, '');
};

function declare(state: ChartState, indent: string, lines: string[]): void {
  const name = `${indent}state "${state.key}" as ${ref(state.id)}`;
  if (state.children.length === 0) {
    lines.push(name);
    return;
  }
  lines.push(`${name} {`);
  const inner = `${indent}  `;
  if (state.initial) lines.push(`${inner}[*] --> ${ref(state.initial)}`);
  state.children.forEach((child, index) => {
    if (state.type === 'parallel' && index > 0) lines.push(`${inner}--`);
    declare(child, inner, lines);
  });
  lines.push(`${indent}}`);
}

/**
 * Mermaid `stateDiagram-v2` source for a statechart: nested and parallel states, the initial
 * state of each, and every transition that changes state, labelled `event [guard]`.
 * Machine-wide transitions start from a pseudo-state "(any state)". Transitions that only run
 * actions are left out of the picture (they are in the events table).
 */
export function toMermaid(chart: Statechart): string {
  const lines = ['stateDiagram-v2', '  direction LR'];
  const { root } = chart;
  if (root.initial) lines.push(`  [*] --> ${ref(root.initial)}`);
  for (const child of root.children) declare(child, '  ', lines);
  const anyState = chart.transitions.some((t) => t.source === root.id && t.targets.length > 0);
  if (anyState) lines.push(`  state "(any state)" as ${ref(root.id)}`);
  for (const t of chart.transitions) {
    for (const target of t.targets) {
      lines.push(`  ${ref(t.source)} --> ${ref(target)} : ${label(t)}`);
    }
  }
  return lines.join('\n');
}

/** A Markdown table with padded columns (the layout Biome's Markdown formatter keeps). */
export function markdownTable(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((head, column) =>
    Math.max(3, head.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** A Markdown table of every transition (including action-only ones): the machine's events. */
export function toEventTable(chart: Statechart): string {
  const short = (id: string) => (id === chart.id ? '(any)' : id.slice(chart.id.length + 1));
  const code = (text: string) => `\`${text}\``;
  const rows = chart.transitions.map((t) => [
    short(t.source),
    code(t.trigger),
    t.guard ? code(t.guard) : '—',
    t.targets.length > 0 ? t.targets.map(short).join(', ') : '—',
    t.actions.length > 0 ? t.actions.map(code).join(', ') : '—',
  ]);
  return markdownTable(['in state', 'on', 'if', 'goes to', 'does'], rows);
}
