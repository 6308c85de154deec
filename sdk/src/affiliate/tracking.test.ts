import { contract } from '@reelcart/contract/store/calls';
import { TrackingLogRequest } from '@reelcart/contract/store/tracking';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../http/client';
import { createFakeServer } from '../testing/createFakeServer';
import { makeProduct } from '../testing/fixtures';
import type { AffiliateReferral } from './referral';
import {
  buildTrackingRequest,
  cartTrackingDetails,
  createTracker,
  productTrackingDetails,
} from './tracking';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const referral: AffiliateReferral = {
  referralCode: 'AFF1',
  source: 'twitter',
  landingPage: '/?dkr=AFF1',
};

describe('buildTrackingRequest', () => {
  it('builds the spec metadata: timestamp, source, landingPage and the event details', () => {
    const product = makeProduct({ video: { _id: 'v1', title: 'Night' }, resolution: 'FHD' });
    expect(
      buildTrackingRequest(referral, 'addToCart', productTrackingDetails(product), NOW),
    ).toEqual({
      referralCode: 'AFF1',
      action: 'addToCart',
      metadata: {
        timestamp: '2026-03-01T10:00:00.000Z',
        source: 'twitter',
        landingPage: '/?dkr=AFF1',
        productId: 'v1-own-FHD',
        price: 14.99,
        name: 'Night',
      },
    });
    const checkout = cartTrackingDetails({
      cartId: 'cart-1',
      userId: 'u1',
      products: [makeProduct({ currentPrice: 1.1 }), makeProduct({ currentPrice: 2.2 })],
    });
    expect(checkout).toEqual({ cartId: 'cart-1', userId: 'u1', total: 3.3, items: 2 });
  });

  // Invariant: every request built from any referral and details satisfies the contract's schema.
  it('forwards the landing page with its query, so the server knows the creative of the link (decision 050)', () => {
    const landed = {
      ...referral,
      landingPage: '/videos?dkr=AFF1&source=banner&creative=crt_rectangle',
    };
    for (const action of ['click', 'addToCart', 'checkout'] as const)
      expect(buildTrackingRequest(landed, action, {}, NOW).metadata.landingPage).toBe(
        '/videos?dkr=AFF1&source=banner&creative=crt_rectangle',
      );
  });

  it('property: every built request satisfies the contract', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('click', 'addToCart', 'register', 'checkout' as const),
        fc.record(
          {
            productId: fc.string(),
            price: fc.double({ noNaN: true, noDefaultInfinity: true }),
            name: fc.string(),
            userId: fc.string(),
            cartId: fc.string(),
            total: fc.double({ noNaN: true, noDefaultInfinity: true }),
            items: fc.nat(),
          },
          { requiredKeys: [] },
        ),
        fc.string({ minLength: 1 }),
        (action, details, code) => {
          const body = buildTrackingRequest(
            { ...referral, referralCode: code },
            action,
            details,
            NOW,
          );
          expect(TrackingLogRequest.safeParse(JSON.parse(JSON.stringify(body))).success).toBe(true);
        },
      ),
    );
  });
});

describe('createTracker', () => {
  it('sends nothing without a referral', async () => {
    const log = vi.fn(async () => ({ ok: true }));
    const tracker = createTracker({ log, getReferral: () => null });
    await expect(tracker.track('click')).resolves.toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it('only logs failures, never throws them', async () => {
    const logger = { warn: vi.fn() };
    const failing = createTracker({
      log: async () => {
        throw new TypeError('Failed to fetch');
      },
      getReferral: () => referral,
      logger,
    });
    await expect(failing.track('checkout', { cartId: 'c' })).resolves.toBe(false);
    const broken = createTracker({
      log: vi.fn(),
      getReferral: () => {
        throw new Error('cookie jar exploded');
      },
      logger,
    });
    await expect(broken.track('click')).resolves.toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[0]?.[0]).toContain('"checkout"');
  });

  it('posts to /api/user/log through the HTTP client, and survives the server being down', async () => {
    const server = createFakeServer();
    const client = createClient({
      baseURL: 'https://api.test',
      calls: contract,
      fetch: server.fetch,
    });
    const logger = { warn: vi.fn() };
    const tracker = createTracker({
      log: (body) => client.call('log', { body }),
      getReferral: () => referral,
      logger,
      now: () => NOW,
    });
    await expect(tracker.track('register', { userId: 'u1' })).resolves.toBe(true);
    expect(server.trackingEvents).toEqual([
      {
        referralCode: 'AFF1',
        action: 'register',
        metadata: {
          timestamp: new Date(NOW).toISOString(),
          source: 'twitter',
          landingPage: '/?dkr=AFF1',
          userId: 'u1',
        },
      },
    ]);
    server.inject('POST /api/user/log', 500, 'offline');
    await expect(tracker.track('click')).resolves.toBe(false);
    await expect(tracker.track('click')).resolves.toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});
