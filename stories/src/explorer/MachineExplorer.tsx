import { type ReactNode, useSyncExternalStore } from 'react';
import type { Actor, AnyStateMachine, EventObject } from 'xstate';
import type { EmittedLog } from './emittedLog';
import { statePaths } from './statePaths';
import { useActorSnapshot } from './useActorSnapshot';

/** A button that sends one event to the machine (disabled when the machine would ignore it). */
export interface EventButton<E extends EventObject = EventObject> {
  label: string;
  event: E;
}

/** A button that changes the world around the machine (the fake server, the clock). */
export interface WorldButton {
  label: string;
  run: () => void;
}

export interface MachineExplorerProps {
  title: string;
  actor: Actor<AnyStateMachine>;
  events: readonly EventButton[];
  world?: readonly WorldButton[];
  /** What the machine emitted so far, newest last. */
  emitted: EmittedLog;
  /** The small UI a product would show for this state. */
  children?: ReactNode;
}

/**
 * The state explorer: the running machine's state path and context beside a small UI, with a
 * button per event. Everything shown is read from the real actor's snapshot.
 */
export function MachineExplorer({
  title,
  actor,
  events,
  world = [],
  emitted,
  children,
}: MachineExplorerProps) {
  const snapshot = useActorSnapshot(actor);
  const paths = statePaths(snapshot.value);
  const log = useSyncExternalStore(emitted.subscribe, emitted.getSnapshot);
  return (
    <div className="grid gap-4 font-sans text-sm lg:grid-cols-[minmax(18rem,1fr)_minmax(18rem,1fr)]">
      <section aria-label={`${title} UI`} className="flex flex-col gap-3">
        {children}
        <fieldset className="flex flex-wrap gap-2 rounded border border-zinc-700 p-2">
          <legend className="px-1 text-zinc-400">Events</legend>
          {events.map(({ label, event }) => (
            <button
              key={label}
              type="button"
              className="btn btn-outline min-h-8 px-2 py-1 text-xs"
              disabled={!snapshot.can(event)}
              onClick={() => actor.send(event)}
            >
              {label}
            </button>
          ))}
        </fieldset>
        {world.length > 0 && (
          <fieldset className="flex flex-wrap gap-2 rounded border border-zinc-700 p-2">
            <legend className="px-1 text-zinc-400">Fake server and clock</legend>
            {world.map(({ label, run }) => (
              <button
                key={label}
                type="button"
                className="btn btn-outline min-h-8 px-2 py-1 text-xs"
                onClick={run}
              >
                {label}
              </button>
            ))}
          </fieldset>
        )}
      </section>
      <section aria-label={`${title} machine`} className="flex min-w-0 flex-col gap-2">
        <p>
          State:{' '}
          <output aria-label="State path" className="font-mono text-rose-300">
            {paths.join(' | ')}
          </output>
        </p>
        <details open>
          <summary>Context</summary>
          <section aria-label="Context">
            {/* Focusable, so a keyboard can scroll a long context. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
            <pre tabIndex={0} className="max-h-96 overflow-auto rounded bg-zinc-900 p-2 text-xs">
              {JSON.stringify(snapshot.context, null, 2)}
            </pre>
          </section>
        </details>
        <details open>
          <summary>Emitted</summary>
          <ol aria-label="Emitted events" className="list-decimal pl-6 font-mono text-xs">
            {log.map((event, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
              <li key={index}>{event.type}</li>
            ))}
          </ol>
        </details>
      </section>
    </div>
  );
}
