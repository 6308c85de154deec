import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { toEventTable, toMermaid } from './mermaid';
import { readStatechart } from './statechart';

/** Renders Mermaid source to SVG in the browser (mermaid is loaded on first use). */
function MermaidDiagram({ source, title }: { source: string; title: string }) {
  const host = useRef<HTMLDivElement>(null);
  const id = `chart-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({ startOnLoad: false, theme: 'default', securityLevel: 'strict' });
        const { svg } = await mermaid.render(id, source);
        if (live && host.current) host.current.innerHTML = svg;
      })
      .catch((error: unknown) => live && setFailure(String(error)));
    return () => {
      live = false;
    };
  }, [id, source]);
  if (failure) return <p role="alert">Diagram failed: {failure}</p>;
  return (
    <div ref={host} role="img" aria-label={title} className="overflow-auto rounded bg-white p-2" />
  );
}

/** One row of the events table, parsed back from its Markdown for a real table. */
function rowsOf(table: string): string[][] {
  return table
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .slice(2, -2)
        .split(' | ')
        .map((cell) => cell.replaceAll('`', '').trim()),
    );
}

export interface StatechartProps {
  machine: AnyStateMachine;
  /** Also list every transition (event, guard, target, actions). Default true. */
  events?: boolean;
}

/** The machine's statechart, generated from its definition (`machine.root`) at render time. */
export function Statechart({ machine, events = true }: StatechartProps) {
  const chart = useMemo(() => readStatechart(machine), [machine]);
  const source = useMemo(() => toMermaid(chart), [chart]);
  const rows = useMemo(() => rowsOf(toEventTable(chart)), [chart]);
  return (
    <div className="flex flex-col gap-4 text-sm">
      <MermaidDiagram source={source} title={`Statechart of the ${chart.id} machine`} />
      {events && (
        <table aria-label={`Transitions of the ${chart.id} machine`} className="text-left">
          <thead>
            <tr>
              {['in state', 'on', 'if', 'goes to', 'does'].map((head) => (
                <th key={head} className="pr-3">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="font-mono text-xs">
            {rows.map((cells, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
              <tr key={index}>
                {cells.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                  <td key={column} className="pr-3 align-top">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
