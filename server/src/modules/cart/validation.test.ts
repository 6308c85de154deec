import {
  ValidateCartResponse,
  ValidateCouponResponse,
  ValidatePaymentMethodResponse,
  ValidationResult,
} from '@reelcart/contract/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

describe('validate, validate-lite and coupons', () => {
  it('validates product ids against ownership', async () => {
    const shopper = await server.login('shopper');
    const lite = ValidationResult.parse(
      (
        await server.request('POST', '/api/cart/validate-lite', {
          token: shopper.token,
          body: { productIds: ['prd_0001_own_4k', 'prd_0002_rental'] },
        })
      ).json,
    );
    expect(lite).toEqual({
      invalidProducts: ['prd_0002_rental'],
      errors: [{ productId: 'prd_0002_rental', reason: 'Active rental exists' }],
    });
    const full = ValidateCartResponse.parse(
      (
        await server.request('POST', '/api/cart/validate', {
          token: shopper.token,
          body: { productIds: ['prd_0001_own_4k'], cartVersion: null },
        })
      ).json,
    );
    expect(full.valid).toBe(true);
  });

  it('checks coupons and their gateways (an empty list means every gateway)', async () => {
    const get = (path: string) => server.request('GET', path);
    expect(
      ValidateCouponResponse.parse((await get('/api/coupons/validate?code=welcome10')).json).valid,
    ).toBe(true);
    expect(
      ValidateCouponResponse.parse((await get('/api/coupons/validate?code=EXPIRED')).json).valid,
    ).toBe(false);
    expect(
      ValidateCouponResponse.parse((await get('/api/coupons/validate?code=NOPE')).json),
    ).toMatchObject({ valid: false, coupon: null });
    const pm = async (code: string, billerId: string) =>
      ValidatePaymentMethodResponse.parse(
        (await get(`/api/coupons/validate-payment-method?code=${code}&billerId=${billerId}`)).json,
      ).valid;
    expect(await pm('WELCOME10', 'test-card')).toBe(true);
    expect(await pm('CRYPTO20', 'test-crypto')).toBe(true);
    expect(await pm('CRYPTO20', 'test-card')).toBe(false);
    const missing = await get('/api/coupons/validate-payment-method?code=X');
    expect(missing.status).toBe(400);
    expect(missing.json.field).toBe('billerId');
  });

  it('stores tracking events and acknowledges', async () => {
    const res = await server.request('POST', '/api/user/log', {
      body: {
        referralCode: 'REELPAID',
        action: 'click',
        metadata: { timestamp: new Date().toISOString(), source: 'test' },
      },
    });
    expect(res.json).toEqual({ ok: true });
  });
});
