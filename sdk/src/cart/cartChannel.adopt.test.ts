import { describe, expect, it } from 'vitest';
import { fakeTimersInEachTest } from '../platform/fakeTimers.testing';
import { adoptRemote, channelMessageOf, resendMessageOf } from './cartChannel';
import { catalogueProduct, createHarness, signedInWith } from './cartHarness.testing';

fakeTimersInEachTest();

const ids = (lines: readonly { _id: string }[]) => lines.map((line) => line._id);

// Found by e2e/cart-model.spec.ts on this branch (decision 070's cart invariant).
describe('what a tab takes in from another', () => {
  /** A message of tab `tabId` whose cart is `context` at `revision`. */
  const from = (
    context: ReturnType<ReturnType<typeof createHarness>['context']>,
    revision: number,
  ) => {
    const message = channelMessageOf({ ...context, revision }, 'cart', 'active');
    if (!message) throw new Error('no message');
    return message;
  };

  it('removes an add taken in from another tab with a REMOVE (it may be on the server already)', () => {
    const other = createHarness({ input: { tabId: 'other' } }).start();
    other.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    const tab = createHarness({ input: { tabId: 'tab' } }).start();
    tab.actor.send({ type: 'remote.message', message: from(other.context(), 5) });
    tab.actor.send({ type: 'item.remove', productId: 'v1-own-HD' });
    expect(tab.context().products).toEqual([]);
    expect(tab.context().optimisticOperations.map((op) => op.type)).toEqual(['REMOVE']);
    // One made here and seen by nothing else still cancels out (spec §4).
    const alone = createHarness({ input: { tabId: 'alone' } }).start();
    alone.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    alone.actor.send({ type: 'item.remove', productId: 'v2-own-HD' });
    expect(alone.context().optimisticOperations).toEqual([]);
  });

  it('takes the newer server cart of an older message: the tabs never settle on the older one', async () => {
    const h = await signedInWith(['v1-own-HD']);
    const cartId = h.context().cartId;
    const newer = {
      ...h.context(),
      baseProducts: [catalogueProduct(1), catalogueProduct(2)],
      products: [catalogueProduct(1), catalogueProduct(2)],
      cartVersion: (h.context().cartVersion ?? 0) + 1,
    };
    // Older by revision (this tab has moved on), newer by the server's version.
    h.actor.send({ type: 'item.add', product: catalogueProduct(3) });
    h.actor.send({ type: 'remote.message', message: { ...from(newer, 0), origin: 'other' } });
    expect(h.context().cartId).toBe(cartId);
    expect(ids(h.context().products)).toEqual(['v1-own-HD', 'v2-own-HD', 'v3-own-HD']);
    // And a newer message with an older server cart keeps this tab's.
    const stale = { ...h.context(), baseProducts: [], products: [], cartVersion: 0 };
    h.actor.send({ type: 'remote.message', message: { ...from(stale, 99), origin: 'other' } });
    expect(ids(h.context().products)).toEqual(['v1-own-HD', 'v2-own-HD', 'v3-own-HD']);
  });

  // Review of decision 126: edits deferred past another tab's paid cart go to the next cart, so
  // they carry no version of the paid one (a high one would outrank the next cart's low ones).
  it('an edit deferred past the cart another tab paid carries no version of it (decision 126)', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    expect(h.context().optimisticOperations[0]?.cartVersion).toBe(h.context().cartVersion);
    const paid = channelMessageOf(
      { ...h.context(), tabId: 'other', optimisticOperations: [], revision: 9 },
      'cart',
      'completed',
    );
    if (!paid) throw new Error('no message');
    const adoption = adoptRemote(h.context(), paid);
    const deferred = adoption?.patch.deferredOperations ?? [];
    expect(deferred.map((op) => op.product?._id)).toEqual(['v2-own-HD']);
    expect(deferred[0]?.cartVersion).toBeUndefined();
  });

  it("a guest tab never takes a signed-in session's cart", () => {
    const guest = createHarness({ input: { tabId: 'guest' } }).start();
    const signedIn = { ...guest.context(), cartId: 'cart-1', products: [catalogueProduct(1)] };
    guest.actor.send({
      type: 'remote.message',
      message: { ...from(signedIn, 9), origin: 'other' },
    });
    expect(guest.context().products).toEqual([]);
  });

  // Found by sdk/src/auth/sessionTabs.model.test.ts with requests taking time (FC_SEED=935452028):
  // two tabs add the same video in the same millisecond, one removes it, a reload replays the
  // other add from the journal and the removed line comes back.
  it('an edit of this tab that the taken-in cart already holds leaves the journal (a tie too)', () => {
    const other = createHarness({ input: { tabId: 'other' } }).start();
    const tab = createHarness({ input: { tabId: 'tab' } }).start();
    other.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    tab.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    const [mine] = tab.context().optimisticOperations;
    const [theirs] = other.context().optimisticOperations;
    expect(mine?.timestamp).toBe(theirs?.timestamp);
    const adoption = adoptRemote(tab.context(), from(other.context(), 5));
    expect(ids(adoption?.patch.products ?? [])).toEqual(['v1-own-HD']);
    expect(adoption?.patch.optimisticOperations?.map((op) => op.id)).toEqual([theirs?.id]);
    expect(adoption?.superseded).toEqual([mine?.id]);
  });

  // Found by tabsStartTogether.property.test.ts with three tabs starting at once: a tab that had
  // adopted a smaller tab's revision took a larger tab's state of the same revision as older.
  it('orders equal revisions by the tab whose change the state holds, not by this tab', () => {
    const a = createHarness({ input: { tabId: 'a' } }).start();
    const b = createHarness({ input: { tabId: 'b' } }).start();
    const m = createHarness({ input: { tabId: 'm' } }).start();
    a.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    b.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    m.actor.send({ type: 'remote.message', message: from(a.context(), 4) });
    expect(m.context()).toMatchObject({ revision: 4, revisionOrigin: 'a' });
    // 'b' > 'a': b's state of revision 4 is the newer one, though 'b' < 'm'.
    m.actor.send({ type: 'remote.message', message: from(b.context(), 4) });
    expect(m.context().revisionOrigin).toBe('b');
    expect(ids(m.context().products)).toEqual(['v2-own-HD']);
  });

  // Found by the same property: a tab that opened after the newest message never hears it, and its
  // own message loses to it everywhere; its add stayed its own.
  it('answers an older message its sender sent without seeing this state, which lacks its edits', () => {
    const late = createHarness({ input: { tabId: 'late' } }).start();
    late.actor.send({ type: 'item.add', product: catalogueProduct(1) });
    const tab = createHarness({ input: { tabId: 'tab' } }).start();
    tab.actor.send({ type: 'item.add', product: catalogueProduct(2) });
    const state = { ...tab.context(), revision: 7 };
    const older = from(late.context(), 3);
    if (older.kind !== 'cart.updated') throw new Error('not a cart');
    expect(adoptRemote(state, older)?.resend).toBe(true);
    expect(resendMessageOf(state, 'active')).toMatchObject({ origin: 'tab', revision: 7 });
    // Not when the sender has seen this state, nor when the message holds nothing new here.
    expect(adoptRemote(state, { ...older, seen: { tab: 7 } })).toBeNull();
    const nothingNew = from({ ...late.context(), optimisticOperations: [] }, 3);
    expect(adoptRemote(state, nothingNew)).toBeNull();
  });
});
