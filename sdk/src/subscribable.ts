import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * The whole binding surface of the core: any UI library can read a service through these two
 * functions (React: `useSyncExternalStore(s.subscribe, s.getSnapshot, s.getSnapshot)`).
 */
export interface Subscribable<T> {
  /** Calls the listener after each change; returns the unsubscribe function. */
  subscribe(listener: (value: T) => void): () => void;
  /** The current value. The same object until something changes. */
  getSnapshot(): T;
}

/** A Subscribable view of an actor: `select` maps each snapshot, memoised per snapshot object. */
export function subscribableFromActor<A extends AnyActorRef, T>(
  actor: A,
  select: (snapshot: SnapshotFrom<A>) => T,
): Subscribable<T> {
  let last: { snapshot: SnapshotFrom<A>; value: T } | null = null;
  const getSnapshot = (): T => {
    const snapshot = actor.getSnapshot() as SnapshotFrom<A>;
    if (last?.snapshot !== snapshot) last = { snapshot, value: select(snapshot) };
    return last.value;
  };
  return {
    getSnapshot,
    subscribe(listener) {
      let previous = getSnapshot();
      const subscription = actor.subscribe(() => {
        const next = getSnapshot();
        if (next === previous) return;
        previous = next;
        listener(next);
      });
      return () => subscription.unsubscribe();
    },
  };
}
