import { useSyncExternalStore } from 'react';
import type { Subscribable } from '../subscribable';

/**
 * Reads any core service in a React component and re-renders when it changes, e.g.
 * `const auth = useSubscribable(commerce.auth)`. The first snapshot doubles as the server
 * snapshot, so server rendering and hydration agree.
 */
export function useSubscribable<T>(source: Subscribable<T>): T {
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
