import type { Page } from '@playwright/test';

/** Small scripts the model test runs in its pages (decision 070). */

/**
 * What the SDK stored of the cart in this browser (IndexedDB `reelcart`, key `reelcart:cart`),
 * for a report only: the invariants look at what the shopper sees, never at this.
 */
export async function storedCart(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      // Never create the database: the SDK's store would then open one without its object store.
      const exists = (await indexedDB.databases()).some((db) => db.name === 'reelcart');
      if (!exists) return 'none';
      return new Promise<string>((resolve) => {
        const open = indexedDB.open('reelcart');
        open.onerror = () => resolve('unreadable');
        open.onsuccess = () => {
          const db = open.result;
          try {
            const read = db
              .transaction('keyval', 'readonly')
              .objectStore('keyval')
              .get('reelcart:cart');
            read.onsuccess = () => {
              const cart = read.result as
                | {
                    products?: Array<{ _id: string }>;
                    cartState?: string;
                    cartVersion?: number | null;
                    optimisticOperations?: unknown[];
                  }
                | undefined;
              db.close();
              resolve(
                cart
                  ? `[${(cart.products ?? []).map((p) => p._id).join(', ')}] ${cart.cartState}, version ${cart.cartVersion}, ${cart.optimisticOperations?.length ?? 0} pending`
                  : 'none',
              );
            };
            read.onerror = () => resolve('unreadable');
          } catch {
            db.close();
            resolve('unreadable');
          }
        };
      });
    })
    .catch(() => 'unreadable');
}

/**
 * Runs in every document before its scripts: records each value of the header's badge with the
 * path it was shown on, from the server-rendered markup on (the parser's insertions are mutations).
 */
export function recordBadge() {
  const log: Array<{ path: string; value: string | null }> = [];
  Reflect.set(window, '__reelcartBadgeLog', log);
  const record = () => {
    const value = document.querySelector('[data-testid="cart-count"]')?.textContent ?? null;
    const last = log[log.length - 1];
    if (value === null || (last && last.value === value && last.path === location.pathname)) return;
    log.push({ path: location.pathname, value });
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}
