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
                    revision?: number;
                    optimisticOperations?: Array<{
                      type: string;
                      product?: { _id: string };
                      productId?: string;
                      timestamp: number;
                    }>;
                  }
                | undefined;
              db.close();
              const pending = (cart?.optimisticOperations ?? []).map(
                (op) => `${op.type} ${op.product?._id ?? op.productId} @${op.timestamp % 100_000}`,
              );
              resolve(
                cart
                  ? `[${(cart.products ?? []).map((p) => p._id).join(', ')}] ${cart.cartState}, version ${cart.cartVersion}, revision ${cart.revision}, ${pending.length} pending (${pending.join(', ')})`
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
 * The SDK's write-ahead journal of cart edits (localStorage `reelcart:cart-edit:*`, decision 067)
 * and whether it is marked complete, for a report only.
 */
export async function journaledEdits(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const edits: string[] = [];
      for (let i = 0; i < localStorage.length; i += 1) {
        const key = localStorage.key(i);
        if (!key?.startsWith('reelcart:cart-edit:')) continue;
        try {
          const op = JSON.parse(localStorage.getItem(key) ?? '') as {
            type?: string;
            product?: { _id?: string };
            productId?: string;
            timestamp?: number;
          };
          edits.push(
            `${op.type} ${op.product?._id ?? op.productId ?? '?'} @${(op.timestamp ?? 0) % 100_000}`,
          );
        } catch {
          edits.push(`${key}: unreadable`);
        }
      }
      const complete = localStorage.getItem('reelcart:cart-journal') !== null;
      return `[${edits.join(', ')}]${complete ? ', complete' : ', not complete'}`;
    })
    .catch(() => 'unreadable');
}

/**
 * Runs in every document before its scripts: records each value of the header's badge with the
 * path it was shown on, from the server-rendered markup on (the parser's insertions are mutations),
 * and, in the same log, each change of the session the header shows (`session=in|out`) and of the
 * auth cookie (`cookie=<user id>|none`, through the Cookie Store API where the browser has it), so a
 * report shows a badge's drop beside a session that changed under it.
 */
export function recordBadge() {
  const log: Array<{ path: string; value: string | null; at: number }> = [];
  Reflect.set(window, '__reelcartBadgeLog', log);
  const push = (value: string) => {
    const last = log[log.length - 1];
    if (last && last.value === value && last.path === location.pathname) return;
    log.push({ path: location.pathname, value, at: Math.round(performance.now()) });
  };
  let session: string | null = null;
  const record = () => {
    const account = document.querySelector('nav[aria-label="Account"]');
    const links = account ? [...account.querySelectorAll('a')].map((a) => a.textContent) : [];
    const shown = links.includes('Dashboard') ? 'in' : links.includes('Log in') ? 'out' : null;
    if (shown !== null && shown !== session) {
      session = shown;
      push(`session=${shown}`);
    }
    const value = document.querySelector('[data-testid="cart-count"]')?.textContent ?? null;
    if (value !== null) push(value);
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  const store = Reflect.get(window, 'cookieStore') as
    | (EventTarget & { get(name: string): Promise<{ value: string } | null> })
    | undefined;
  const userOf = (value: string | undefined) => {
    if (!value) return 'none';
    try {
      return String(JSON.parse(decodeURIComponent(value)).userid ?? 'unreadable');
    } catch {
      return 'unreadable';
    }
  };
  let cookie: string | null = null;
  const noteCookie = (value: string | undefined) => {
    const user = userOf(value);
    if (user === cookie) return;
    cookie = user;
    push(`cookie=${user}`);
  };
  store
    ?.get('reelcart_auth')
    .then((c) => noteCookie(c?.value))
    .catch(() => {});
  store?.addEventListener('change', (event) => {
    const { changed = [], deleted = [] } = event as unknown as {
      changed?: { name: string; value: string }[];
      deleted?: { name: string }[];
    };
    for (const c of changed) if (c.name === 'reelcart_auth') noteCookie(c.value);
    for (const c of deleted) if (c.name === 'reelcart_auth') noteCookie(undefined);
  });
}

/** The localStorage key of the `cart-sync` channel's log (shared by the tabs, kept over loads). */
const CHANNEL_LOG = 'e2e:cart-sync-log';

/**
 * Runs in every document before its scripts: listens on the SDK's `cart-sync` channel (a member of
 * it hears every other member, its own page's SDK included) and appends each message, in short,
 * to one log in localStorage that every tab shares and a page load keeps, for a report only. The
 * same message heard by two tabs is one line.
 */
export function recordChannel() {
  const KEY = 'e2e:cart-sync-log';
  const short = (id: unknown) => String(id ?? '?').slice(-4);
  const opOf = (op: {
    id?: string;
    type?: string;
    product?: { _id?: string };
    productId?: string;
    timestamp?: number;
  }) =>
    `${op.type === 'REMOVE' ? '-' : '+'}${(op.product?._id ?? op.productId ?? '?').replace(/^prd_/, '')}@${(op.timestamp ?? 0) % 100_000}#${short(op.id)}`;
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel('cart-sync');
  } catch {
    return;
  }
  channel.onmessage = (event: MessageEvent) => {
    const m = event.data as Record<string, unknown> & {
      kind?: string;
      origin?: string;
      revision?: number;
      seen?: Record<string, number>;
      cart?: {
        cartVersion?: number | null;
        cartState?: string;
        baseProducts?: Array<{ _id: string }>;
        optimisticOperations?: Array<Parameters<typeof opOf>[0]>;
      };
    };
    if (!m || typeof m !== 'object') return;
    let line = `${m.kind} from ${short(m.origin)}`;
    if (m.revision !== undefined) line += ` r${m.revision}`;
    if (m.seen)
      line += ` seen{${Object.entries(m.seen)
        .map(([t, r]) => `${short(t)}:${r}`)
        .join(',')}}`;
    if (m.cart)
      line += ` v${m.cart.cartVersion ?? '-'} ${m.cart.cartState} base[${(m.cart.baseProducts ?? []).map((p) => p._id.replace(/^prd_/, '')).join(' ')}] ops[${(m.cart.optimisticOperations ?? []).map(opOf).join(' ')}]`;
    try {
      const log = JSON.parse(localStorage.getItem(KEY) ?? '[]') as string[];
      if (log.some((l) => l.endsWith(line))) return;
      log.push(`@${Math.round(performance.now())} heard in ${location.pathname}: ${line}`);
      localStorage.setItem(KEY, JSON.stringify(log.slice(-120)));
    } catch {}
  };
}

/** The channel log `recordChannel` kept (oldest first), for a report only. */
export async function channelLog(page: Page): Promise<string[]> {
  return page
    .evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[], CHANNEL_LOG)
    .catch(() => []);
}
