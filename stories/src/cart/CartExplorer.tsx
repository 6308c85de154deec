import type { CartEvent } from '@reelcart/sdk';
import { useCallback } from 'react';
import { type EventButton, MachineExplorer, type WorldButton } from '../explorer/MachineExplorer';
import { useRig } from '../explorer/useRig';
import { CartPanel } from './CartPanel';
import { cartInFlightScenarios } from './cartInFlightScenarios';
import { type CartRig, createCartRig, SHOPPER } from './cartRig';
import { cartScenarios, product } from './cartScenarios';

const SCENARIOS = { ...cartScenarios, ...cartInFlightScenarios };
export type CartScenarioName = keyof typeof SCENARIOS;

const EVENTS: EventButton<CartEvent>[] = [
  { label: 'Add v1 HD', event: { type: 'item.add', product: product(1) } },
  { label: 'Add v2 FHD', event: { type: 'item.add', product: product(2, 'FHD') } },
  { label: 'Add v3 rental', event: { type: 'item.add', product: product(3, 'HD', 'rental') } },
  { label: 'Remove v1 HD', event: { type: 'item.remove', productId: 'v1-own-HD' } },
  { label: 'Apply SAVE10', event: { type: 'coupon.apply', code: 'SAVE10' } },
  { label: 'Apply CCBILL5', event: { type: 'coupon.apply', code: 'CCBILL5' } },
  { label: 'Apply NOPE', event: { type: 'coupon.apply', code: 'NOPE' } },
  { label: 'Remove coupon', event: { type: 'coupon.remove' } },
  { label: 'Verify for ccbill', event: { type: 'coupon.verifyGateway', billerId: 'ccbill' } },
  { label: 'Verify for segpay', event: { type: 'coupon.verifyGateway', billerId: 'segpay' } },
  { label: 'Sync now', event: { type: 'cart.sync' } },
  { label: 'Refetch', event: { type: 'cart.refetch', force: true } },
  { label: 'Checkout', event: { type: 'cart.checkout' } },
  { label: 'Leave billing', event: { type: 'cart.reopen' } },
  { label: 'Complete', event: { type: 'cart.complete' } },
  { label: 'Abandon', event: { type: 'cart.abandon' } },
  { label: 'Reset', event: { type: 'cart.reset' } },
  { label: 'Page hidden', event: { type: 'page.hidden' } },
  { label: 'Signed out', event: { type: 'auth.signedOut' } },
];

function worldButtons(rig: CartRig): WorldButton[] {
  return [
    { label: 'Sign in', run: () => rig.signIn() },
    {
      label: 'Storage answers',
      run: () => rig.actor.send({ type: 'storage.restored', cart: null }),
    },
    { label: 'Advance 1 s', run: () => rig.clock.increment(1_000) },
    { label: 'Advance 10 s', run: () => rig.clock.increment(10_000) },
    { label: 'Advance 30 s', run: () => rig.clock.increment(30_000) },
    { label: 'Go offline', run: () => rig.server.setOffline(true) },
    { label: 'Back online', run: () => rig.server.setOffline(false) },
    { label: 'Another device saves', run: () => void rig.server.bumpCartVersion(SHOPPER) },
    { label: 'Next push answers 409', run: () => rig.server.inject('POST /api/cart', 409) },
    { label: 'Next push answers 500', run: () => rig.server.inject('POST /api/cart', 500) },
  ];
}

export interface CartExplorerProps {
  /** How the story reaches its state (events, fake-server faults, the simulated clock). */
  scenario: CartScenarioName;
}

/** The cart machine's state explorer: the real machine and actors over the fake server. */
export function CartExplorer({ scenario }: CartExplorerProps) {
  const chosen = SCENARIOS[scenario];
  const create = useCallback(() => createCartRig(chosen.rig), [chosen]);
  const drive = useCallback(async (rig: CartRig) => void (await chosen.drive(rig)), [chosen]);
  const { rig, error } = useRig(create, drive);
  if (error) return <p role="alert">Story setup failed: {error.message}</p>;
  if (!rig) return <p>Preparing…</p>;
  return (
    <MachineExplorer
      title="Cart"
      actor={rig.actor}
      events={EVENTS}
      world={worldButtons(rig)}
      emitted={rig.emitted}
    >
      <CartPanel rig={rig} />
    </MachineExplorer>
  );
}
