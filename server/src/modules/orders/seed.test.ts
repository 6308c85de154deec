import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { RENTAL_HOURS } from '../catalogue/seed';
import { shopperPurchaseTimes } from './seed';

const HOUR = 3_600_000;

describe("the seeded shopper's rental", () => {
  /*
   * Whenever the seed runs, the shopper's rental was paid before it ran, lasts the catalogue's
   * rental period, and ends between 36 and 60 hours after it ran: a real countdown of days, never
   * one of decades (issue 28 item 8).
   */
  test.prop([
    fc.date({ min: new Date('2000-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
  ])('ends within days of the seed, RENTAL_HOURS after it was paid', (now) => {
    const { paidAt, rentalEndsAt } = shopperPurchaseTimes(now);
    expect(paidAt.getTime()).toBeLessThan(now.getTime());
    expect(rentalEndsAt.getTime() - paidAt.getTime()).toBe(RENTAL_HOURS * HOUR);
    expect(rentalEndsAt.getTime() - now.getTime()).toBeGreaterThan(36 * HOUR - 1);
    expect(rentalEndsAt.getTime() - now.getTime()).toBeLessThanOrEqual(60 * HOUR);
  });

  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server.close());

  it('is active in the seeded database and ends within three days; the order was paid before', async () => {
    const shopper = await server.login('shopper');
    const videos = await server.request('GET', '/api/user/videos', { token: shopper.token });
    expect(videos.status).toBe(200);
    const items = videos.json.items as Array<{
      orderType: string;
      active: boolean;
      expiresAt: string | null;
    }>;
    const rentals = items.filter((v) => v.orderType === 'rental');
    expect(rentals).toHaveLength(1);
    const [rental] = rentals;
    expect(rental?.active).toBe(true);
    const left = Date.parse(rental?.expiresAt ?? '') - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(3 * 24 * HOUR);

    const list = await server.request('GET', '/api/orders', { token: shopper.token });
    const placed = (list.json.items as Array<{ _id: string; createdAt: string }>).find(
      (o) => o._id === 'ord_seed_shopper',
    );
    expect(placed).toBeDefined();
    expect(Date.parse(placed?.createdAt ?? '')).toBeLessThan(Date.now());
  });
});
