import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, SHOPPER, settle, signedInWith } from './cartHarness.testing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('coupons', () => {
  it('applies a valid coupon and syncs it', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'coupon.apply', code: 'SAVE10' });
    await settle();
    expect(h.context().appliedCoupon?.code).toBe('SAVE10');
    expect(h.server.cartOf(SHOPPER)?.appliedCoupon?.code).toBe('SAVE10');
    expect(h.context().couponPending).toBe(false);
  });

  it('reports an invalid coupon and a failed validation', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'coupon.apply', code: 'NOPE' });
    await settle();
    h.server.inject('GET /api/coupons/validate', 500);
    h.actor.send({ type: 'coupon.apply', code: 'SAVE10' });
    await settle();
    expect(h.errors()).toEqual(['Invalid coupon', 'Failed to apply coupon']);
    expect(h.context().appliedCoupon).toBeNull();
  });

  it('removes a coupon, reporting a failed removal and keeping the intent', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'coupon.apply', code: 'SAVE10' });
    await settle();
    h.server.inject('POST /api/cart', 500);
    h.actor.send({ type: 'coupon.remove' });
    await settle();
    expect(h.errors()).toEqual(['Failed to remove coupon']);
    expect(h.context().appliedCoupon).toBeNull();
    await settle(10_000);
    expect(h.server.cartOf(SHOPPER)?.appliedCoupon ?? null).toBeNull();
  });

  it('checks the coupon suits the payment gateway, locally first', async () => {
    const h = await signedInWith(['v1-own-HD']);
    h.actor.send({ type: 'coupon.apply', code: 'CCBILL5' });
    await settle();
    h.server.clearRequests();
    h.actor.send({ type: 'coupon.verifyGateway', billerId: 'segpay' });
    expect(h.errors()).toEqual(['Invalid coupon']);
    expect(h.server.requests).toHaveLength(0);
    h.actor.send({ type: 'coupon.verifyGateway', billerId: 'ccbill' });
    await settle();
    expect(h.server.requests.map((r) => r.path)).toEqual(['/api/coupons/validate-payment-method']);
    expect(h.emitted.at(-1)).toMatchObject({
      type: 'coupon.gatewayVerified',
      coupon: { code: 'CCBILL5' },
    });
  });

  it('keeps a guest coupon locally', async () => {
    const h = createHarness().start();
    await settle();
    h.actor.send({ type: 'coupon.apply', code: 'SAVE10' });
    await settle();
    expect(h.context().appliedCoupon?.code).toBe('SAVE10');
    expect(h.posts()).toBe(0);
  });
});
