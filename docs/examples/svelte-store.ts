import type { Subscribable } from '@reelcart/sdk';

/**
 * A binding for another framework, from the two functions every service has: here, Svelte's
 * store contract (`subscribe(run)` calls `run` at once and on every change, and returns the
 * unsubscribe function). `$auth` then works in any Svelte component:
 *
 *   const auth = toReadable(commerce.auth);   //  {#if $auth.session} … {/if}
 */
export function toReadable<T>(service: Subscribable<T>) {
  return {
    subscribe(run: (value: T) => void): () => void {
      run(service.getSnapshot());
      return service.subscribe(run);
    },
  };
}
