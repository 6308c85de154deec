import type { Commerce, Subscribable } from '@reelcart/sdk';
import { CommerceProvider, useOptionalCommerce } from '@reelcart/sdk/react';
import { type ReactNode, useCallback, useEffect, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import {
  getPendingAdds,
  getStartedCommerce,
  startCommerce,
  subscribeCommerce,
} from '../lib/commerce/commerce-start';
import { watchStartTriggers } from '../lib/commerce/start-triggers';

/**
 * The browser's provider (docs/decisions/051-deferred-sdk-start.md): null until the SDK chunk is
 * loaded, then the page's instance. The SDK starts at the first interaction, when the browser is
 * idle a little after `load`, or when another tab changes the cart, whichever comes first (or
 * earlier: a queued edit, a navigation): `watchStartTriggers`.
 */
export function DeferredCommerceProvider({ children }: { children?: ReactNode }) {
  const commerce = useSyncExternalStore(subscribeCommerce, getStartedCommerce, getStartedCommerce);
  useEffect(() => {
    if (getStartedCommerce()) return;
    return watchStartTriggers(window, () => {
      void startCommerce().catch((error: unknown) => console.error(error));
    });
  }, []);
  return <CommerceProvider commerce={commerce}>{children}</CommerceProvider>;
}

const noSubscription = () => () => {};

/** False on the server and while hydrating, true afterwards (and for any later mount). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The SDK instance once it is safe to render from it: after hydration and once started. Null on the
 * server and while hydrating (both render from the page's data, so the markup matches), and while
 * the SDK loads. Components render their server-rendered form from `usePageViewer()` meanwhile.
 */
export function useLiveCommerce(): Commerce | null {
  const hydrated = useHydrated();
  const commerce = useOptionalCommerce();
  return hydrated ? commerce : null;
}

const noSnapshot = () => null;

/**
 * A service of the live SDK (`pick` returns it: keep `pick` a module-level function), or null
 * before the SDK runs. One hook for both forms, so a component renders the same elements before
 * and after the SDK arrives: switching to another component would remount them, and a click
 * pressed before the switch and released after it would be lost (the press usually starts the
 * SDK).
 */
export function useLiveSnapshot<T>(pick: (commerce: Commerce) => Subscribable<T>): T | null {
  const live = useLiveCommerce();
  const source = live ? pick(live) : null;
  const subscribe = useCallback(
    (listener: () => void) => (source ? source.subscribe(listener) : () => {}),
    [source],
  );
  return useSyncExternalStore(subscribe, source ? source.getSnapshot : noSnapshot, noSnapshot);
}

/** Cart additions queued before the SDK started (0 on the server). */
export function usePendingAdds(): number {
  return useSyncExternalStore(subscribeCommerce, getPendingAdds, () => 0);
}

/** What the server knew of the visitor: signed in (from the auth cookie) and the cart's count. */
export interface PageViewer {
  signedIn: boolean;
  isAffiliate: boolean;
  cartCount: number;
  /** `admin`, `manager` or null (the token's claim, unverified: it only picks header links). */
  role?: string | null;
}

const NOBODY: PageViewer = { signedIn: false, isAffiliate: false, cartCount: 0, role: null };

/** The root loader's viewer (the header renders from it until the SDK is live). */
export function usePageViewer(): PageViewer {
  const data = useRouteLoaderData('root') as { viewer?: PageViewer } | undefined;
  return data?.viewer ?? NOBODY;
}
