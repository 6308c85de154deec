import { parseWith } from '@reelcart/contract/core/parse';
import { OptimisticOperation } from '@reelcart/contract/store/cart';
import { fromCallback } from 'xstate';
import { CART_HELD_FLUSH_MS } from '../constants';
import type { StoreLogger } from '../platform/keyValueStore';
import type { SyncStore } from '../platform/syncStore';

/**
 * The write-ahead journal of cart edits (decision 067): each edit is written synchronously, under
 * a key of its own, before the cart the shopper sees changes, and leaves only when it leaves a
 * cart's pending edits for a reason of that tab's own — the server has it, or it was cancelled,
 * replaced or cleared there (not because another tab's cart, taken in, lacks it). A page that
 * goes before the stored cart (IndexedDB, asynchronous) has caught up leaves it here, and the next
 * page applies it. One key per edit: two tabs writing at once never erase each other.
 *
 * While it is complete (every edit made since it was last repaired was written: the marker key
 * is set), the journal, not the stored cart, says which edits are pending: a stored cart whose
 * last writes never landed may still hold an edit that was cancelled or replaced since, and
 * restoring it would undo the shopper's later choice. A failed write clears the marker; the next
 * page then takes the stored cart's edits too and writes them all (`journal.sync` once restored).
 *
 * The format is public (the storefront's early-add queue writes it before the SDK is loaded):
 * key `reelcart:cart-edit:<operation id>`, value the operation as JSON (`OptimisticOperation`).
 */
export const EDIT_JOURNAL_PREFIX = 'reelcart:cart-edit:';
/** `<tab id> <until>`: that tab pushes the edits another tab left pending (decision 080). */
export const EDIT_CLAIM_KEY = 'reelcart:cart-claim';
/** Set while the journal holds every pending edit (see above). */
export const EDIT_JOURNAL_COMPLETE_KEY = 'reelcart:cart-journal';

/** The journal's edits, oldest first. Unreadable entries are dropped. */
export function readJournal(store: SyncStore): OptimisticOperation[] {
  const edits: OptimisticOperation[] = [];
  for (const key of store.keys()) {
    if (!key.startsWith(EDIT_JOURNAL_PREFIX)) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(store.getItem(key) ?? '');
    } catch {}
    const parsed = parseWith(OptimisticOperation, raw);
    if (parsed.success) edits.push(parsed.data);
    else store.removeItem(key);
  }
  return edits.sort((a, b) => a.timestamp - b.timestamp);
}

export type JournalEvent =
  /**
   * The edits the cart holds now (pending, or deferred): new ones are written, gone ones
   * forgotten. `restored`: the stored cart's edits are among them (a repair can complete).
   */
  | {
      type: 'journal.sync';
      operations: readonly OptimisticOperation[];
      restored: boolean;
      /** Whether edits gone from the cart leave the journal (not when another tab's cart was taken). */
      forget: boolean;
    }
  /** These edits were replaced by later ones (another tab's, of the same video): they go. */
  | { type: 'journal.forget'; ids: readonly string[] }
  /** Sign-out clears the cart (spec §4): every journaled edit goes too, any tab's. */
  | { type: 'journal.clear' }
  /**
   * `tab` would push the edits other tabs left pending: answered `cart.sync` when no other
   * tab's claim runs (a claim lasts `CART_HELD_FLUSH_MS`: its tab may close), else `edits.lost`.
   */
  | { type: 'journal.claim'; tab: string };

/**
 * The journal as the cart machine's actor: on start it sends the edits it holds and whether it
 * is complete (`journal.read`); it writes and forgets as the cart's edits change. A failed write
 * (storage full or refused) is logged and marks the journal incomplete: the edit still lives in
 * the cart and the stored cart, as without a journal.
 */
export function createEditJournalActor(store: SyncStore, logger: StoreLogger = console) {
  return fromCallback<JournalEvent>(({ sendBack, receive }) => {
    /** The ids of the entries this page answers for. */
    const known = new Set<string>();
    const unwritten = new Set<string>();
    let healthy = true;
    const attempt = (what: string, run: () => void) => {
      try {
        run();
      } catch (error) {
        healthy = false;
        logger.warn(`[reelcart] could not ${what} the cart's edit journal`, error);
        try {
          store.removeItem(EDIT_JOURNAL_COMPLETE_KEY);
        } catch {}
      }
    };
    const forget = (id: string) =>
      attempt('clean', () => store.removeItem(EDIT_JOURNAL_PREFIX + id));
    let complete = false;
    attempt('read', () => {
      complete = store.getItem(EDIT_JOURNAL_COMPLETE_KEY) === '1';
    });
    // Only a page that found it incomplete repairs it: one that wrote all it had since.
    let repaired = complete;
    receive((event) => {
      if (event.type === 'journal.claim') {
        let won = true;
        try {
          const [tab, until] = (store.getItem(EDIT_CLAIM_KEY) ?? '').split(' ');
          won = tab === event.tab || !(Number(until) > Date.now());
          if (won) store.setItem(EDIT_CLAIM_KEY, `${event.tab} ${Date.now() + CART_HELD_FLUSH_MS}`);
        } catch {}
        sendBack({ type: won ? 'cart.sync' : 'edits.lost' });
        return;
      }
      if (event.type === 'journal.forget') {
        for (const id of event.ids) forget(id);
        return;
      }
      if (event.type === 'journal.clear') {
        known.clear();
        for (const key of store.keys()) {
          if (key.startsWith(EDIT_JOURNAL_PREFIX)) forget(key.slice(EDIT_JOURNAL_PREFIX.length));
        }
        return;
      }
      const now = new Set(event.operations.map((op) => op.id));
      // New edits first, then the ones they replace: a page gone in between leaves both, and
      // the next one applies them in order.
      for (const op of event.operations) {
        if (known.has(op.id) && !unwritten.has(op.id)) continue;
        known.add(op.id);
        unwritten.delete(op.id);
        attempt('write', () => store.setItem(EDIT_JOURNAL_PREFIX + op.id, JSON.stringify(op)));
      }
      for (const id of known) {
        if (now.has(id)) continue;
        known.delete(id);
        if (event.forget) forget(id);
      }
      if (!repaired && healthy && event.restored) {
        repaired = true;
        attempt('mark', () => store.setItem(EDIT_JOURNAL_COMPLETE_KEY, '1'));
      }
    });
    const operations: OptimisticOperation[] = [];
    attempt('read', () => operations.push(...readJournal(store)));
    // What it read is this page's to forget once the cart no longer holds it (superseded when
    // applied, say), and to write once in its own words (the early-add queue's mark goes).
    for (const op of operations) {
      known.add(op.id);
      unwritten.add(op.id);
    }
    sendBack({ type: 'journal.read', operations, complete: complete && healthy });
  });
}
