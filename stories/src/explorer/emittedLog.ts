import type { AnyActorRef, EventObject } from 'xstate';

/** What an actor emitted, as a tiny external store (a new array per event). */
export interface EmittedLog {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly EventObject[];
}

export function recordEmitted(actor: AnyActorRef): EmittedLog {
  let events: readonly EventObject[] = [];
  const listeners = new Set<() => void>();
  actor.on('*', (event: EventObject) => {
    events = [...events, event];
    for (const listener of listeners) listener();
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => events,
  };
}
