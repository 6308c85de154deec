// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Commerce, createCommerce } from '../createCommerce';
import { createMemoryCookieJar } from '../platform/cookieJar';
import { createRecordingNavigator } from '../platform/navigator';
import type { Subscribable } from '../subscribable';
import { useSubscribable } from './useSubscribable';

function Status({ commerce }: { commerce: Commerce }) {
  const auth = useSubscribable(commerce.auth);
  return <p>{auth.error ? auth.error.message : auth.status}</p>;
}

describe('useSubscribable', () => {
  it('renders a service snapshot and follows its changes', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ message: 'Wrong password' }), { status: 401 });
    const commerce = createCommerce({
      baseURL: 'https://api.test',
      fetch,
      cookies: createMemoryCookieJar(),
      navigator: createRecordingNavigator(),
    });
    render(<Status commerce={commerce} />);
    expect(screen.getByText('signedOut')).toBeTruthy();
    await act(() => commerce.auth.signIn({ email: 'a@b.c', password: 'x' }));
    expect(screen.getByText('Wrong password')).toBeTruthy();
  });
});

/** A store of two fields: the smallest Subscribable, changed by hand. */
function createStore(initial: { a: number; b: number; tags: string[] }) {
  let value = initial;
  const listeners = new Set<(next: typeof initial) => void>();
  const store: Subscribable<typeof initial> & { set(patch: Partial<typeof initial>): void } = {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch) {
      value = { ...value, ...patch };
      for (const listener of listeners) listener(value);
    },
  };
  return store;
}

type Store = ReturnType<typeof createStore>;

function SliceProbe({ store, onRender }: { store: Store; onRender: (a: number) => void }) {
  onRender(useSubscribable(store, (value) => value.a));
  return null;
}

const sameTags = (x: string[], y: string[]) => x.join() === y.join();

function TagsProbe({ store, onRender }: { store: Store; onRender: (tags: string[]) => void }) {
  onRender(useSubscribable(store, (value) => [...value.tags], sameTags));
  return null;
}

function FieldProbe({ store, field }: { store: Store; field: 'a' | 'b' }) {
  return <p>{useSubscribable(store, (value) => value[field])}</p>;
}

describe('useSubscribable with a selector', () => {
  // Invariant: whatever sequence of changes the store goes through, a component selecting `a`
  // renders once at mount and then exactly once per change that gives `a` a new value, with that
  // value; changes of `b` alone never render it.
  it('re-renders only when the selected slice changes', () => {
    const change = fc.record(
      { a: fc.integer({ min: 0, max: 3 }), b: fc.integer() },
      {
        requiredKeys: [],
      },
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 20 }), (changes) => {
        const store = createStore({ a: 0, b: 0, tags: [] });
        const renders: number[] = [];
        const view = render(<SliceProbe store={store} onRender={(a) => renders.push(a)} />);
        const expected = [0];
        for (const patch of changes) {
          const before = store.getSnapshot().a;
          act(() => store.set(patch));
          if (store.getSnapshot().a !== before) expected.push(store.getSnapshot().a);
        }
        view.unmount();
        expect(renders).toEqual(expected);
      }),
      { numRuns: 50 },
    );
  });

  it('keeps the previous slice when the equality says it did not change', () => {
    const store = createStore({ a: 0, b: 0, tags: ['x'] });
    const seen: string[][] = [];
    render(<TagsProbe store={store} onRender={(tags) => seen.push(tags)} />);
    act(() => store.set({ tags: ['x'] })); // a new array, equal: no render
    act(() => store.set({ b: 1 }));
    expect(seen).toHaveLength(1);
    act(() => store.set({ tags: ['x', 'y'] }));
    expect(seen.map((tags) => tags.join())).toEqual(['x', 'x,y']);
  });

  it('follows a new selector at once (a prop it closes over changed)', () => {
    const store = createStore({ a: 1, b: 2, tags: [] });
    const view = render(<FieldProbe store={store} field="a" />);
    expect(view.container.textContent).toBe('1');
    view.rerender(<FieldProbe store={store} field="b" />);
    expect(view.container.textContent).toBe('2');
  });
});
