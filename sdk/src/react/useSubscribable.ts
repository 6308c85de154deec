import { useRef, useSyncExternalStore } from 'react';
import type { Subscribable } from '../subscribable';

const identity = <T>(value: T): T => value;

interface Selection<T, S> {
  snapshot: T;
  selector: (value: T) => S;
  selected: S;
}

/**
 * Reads any core service in a React component and re-renders when it changes, e.g.
 * `const auth = useSubscribable(commerce.auth)`; with a selector, only when the selected slice
 * changes (by `isEqual`, default `Object.is`), e.g.
 * `useSubscribable(commerce.cart, (cart) => cart.count)`. The first snapshot doubles as the
 * server snapshot, so server rendering and hydration agree. This is the only way a hook reads a
 * service: through its `subscribe` and `getSnapshot`, never an actor's context (decision 078).
 */
export function useSubscribable<T>(source: Subscribable<T>): T;
export function useSubscribable<T, S>(
  source: Subscribable<T>,
  selector: (value: T) => S,
  isEqual?: (a: S, b: S) => boolean,
): S;
export function useSubscribable<T, S>(
  source: Subscribable<T>,
  selector: (value: T) => S = identity as (value: T) => S,
  isEqual: (a: S, b: S) => boolean = Object.is,
): S {
  // The last selection: the same snapshot and selector give the same slice without running the
  // selector again; a new slice equal to the last one keeps the last object, so React (which
  // compares with Object.is) does not re-render for it.
  const last = useRef<Selection<T, S> | null>(null);
  const getSelection = (): S => {
    const snapshot = source.getSnapshot();
    const previous = last.current;
    if (previous && previous.snapshot === snapshot && previous.selector === selector) {
      return previous.selected;
    }
    const next = selector(snapshot);
    const selected = previous && isEqual(previous.selected, next) ? previous.selected : next;
    last.current = { snapshot, selector, selected };
    return selected;
  };
  return useSyncExternalStore(source.subscribe, getSelection, getSelection);
}
