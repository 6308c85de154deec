import { useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/** The actor's current snapshot, re-rendering on every change (the SDK's own binding pattern). */
export function useActorSnapshot<A extends AnyActorRef>(actor: A): SnapshotFrom<A> {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot() as SnapshotFrom<A>,
  );
}
