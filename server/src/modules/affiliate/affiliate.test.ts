import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { ensureCart } from '../../testing/samples';
import {
  affiliateAccounts,
  affiliateLedger,
  affiliatePayoutItems,
  affiliatePayouts,
  affiliateReferrals,
} from '../schema';
import { runPayouts } from './payouts';
import { refundCommission } from './programme';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const UA = { 'user-agent': 'affiliate-test-browser/1.0' };
const click = (
  code: string,
  source: string,
  landingPage = `/videos?dkr=${code}&source=${source}`,
) =>
  server.request('POST', '/api/user/log', {
    headers: UA,
    body: {
      referralCode: code,
      action: 'click',
      metadata: { timestamp: new Date().toISOString(), source, landingPage },
    },
  });

async function buy(token: string, referral?: { referralCode: string; source?: string }) {
  const session = { token } as never;
  const cart = await ensureCart(server, session);
  const paid = await server.request('POST', '/api/checkout', {
    token,
    headers: UA,
    body: {
      cartId: cart._id,
      cartVersion: cart.version,
      billerId: 'test-crypto',
      idempotencyKey: `aff-${Math.random().toString(36).slice(2)}`,
      ...(referral ? { referral } : {}),
    },
  });
  expect(paid.status, paid.text).toBe(200);
  return paid.json as { orderId: string; total: number };
}

const overviewOf = async (token: string) => {
  const res = await server.request('GET', '/api/affiliate/overview', { token });
  expect(res.status, res.text).toBe(200);
  return res.json as Record<string, never> & {
    clicks: number;
    uniqueClicks: number;
    signups: number;
    sales: number;
    balance: { pendingCents: number; approvedCents: number; paidCents: number };
  };
};

describe('attribution and commissions', () => {
  it('counts raw and unique clicks, attributes a sign-up for life and books a pending commission by source', async () => {
    const affiliate = await server.login('affiliate');
    const before = await overviewOf(affiliate.token);
    expect((await click('REELPAID', 'attr-test')).status).toBe(200);
    expect((await click('REELPAID', 'attr-test')).status).toBe(200);
    const after = await overviewOf(affiliate.token);
    expect(after.clicks - before.clicks).toBe(2);
    expect(after.uniqueClicks - before.uniqueClicks).toBe(1);

    const email = `referred-${Date.now()}@example.test`;
    const reg = await server.request('POST', '/api/auth/register', {
      headers: UA,
      body: { email, password: 'long-enough-1', referralCode: 'REELPAID' },
    });
    expect(reg.status, reg.text).toBe(200);
    const customer = reg.json as { token: string; user: { id: string } };
    const [referral] = await server.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.customerId, customer.user.id));
    expect(referral).toMatchObject({
      affiliateId: 'usr_affiliate',
      via: 'register',
      source: 'attr-test',
      landingPage: '/videos',
    });

    // A later cookie of another affiliate does not steal the customer: first referral wins.
    const order = await buy(customer.token, { referralCode: 'REELNEW', source: 'other' });
    const [commission] = await server.db
      .select()
      .from(affiliateLedger)
      .where(eq(affiliateLedger.orderId, order.orderId));
    expect(commission).toMatchObject({
      affiliateId: 'usr_affiliate',
      kind: 'commission',
      source: 'attr-test',
      rateBp: 4000,
      amountCents: Math.floor(Math.round(order.total * 100) * 0.4),
    });
    const final = await overviewOf(affiliate.token);
    expect(final.signups - before.signups).toBe(1);
    expect(final.sales - before.sales).toBe(1);
    expect(final.balance.pendingCents - before.balance.pendingCents).toBe(commission?.amountCents);

    const analytics = await server.request('GET', '/api/affiliate/analytics', {
      token: affiliate.token,
    });
    const bySource = (
      analytics.json.bySource as { key: string; clicks: number; signups: number; sales: number }[]
    ).find((r) => r.key === 'attr-test');
    expect(bySource).toEqual(expect.objectContaining({ clicks: 2, signups: 1, sales: 1 }));
  });

  it('attributes an unreferred customer by the referral cookie at checkout', async () => {
    const shopper = await server.newShopper();
    const order = await buy(shopper.token, { referralCode: 'reelnew', source: 'cookie-src' });
    const [row] = await server.db
      .select()
      .from(affiliateLedger)
      .where(eq(affiliateLedger.orderId, order.orderId));
    expect(row).toMatchObject({ affiliateId: 'usr_affiliate_new', source: 'cookie-src' });
    const [referral] = await server.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.customerId, shopper.user.id ?? ''));
    expect(referral?.via).toBe('checkout');
  });

  it('a purchase without any referral books nothing; unknown codes are ignored', async () => {
    const shopper = await server.newShopper();
    const order = await buy(shopper.token, { referralCode: 'NOSUCHCODE' });
    const rows = await server.db
      .select()
      .from(affiliateLedger)
      .where(eq(affiliateLedger.orderId, order.orderId));
    expect(rows).toEqual([]);
  });

  it('reflects a refund exactly once: a void before payout, never twice', async () => {
    const shopper = await server.newShopper();
    const order = await buy(shopper.token, { referralCode: 'REELNEW' });
    const results = await Promise.all(
      [1, 2, 3].map(() => refundCommission(server.db, order.orderId)),
    );
    expect(results.filter((r) => r === 'void')).toHaveLength(1);
    const rows = await server.db
      .select()
      .from(affiliateLedger)
      .where(eq(affiliateLedger.orderId, order.orderId));
    expect(rows.map((r) => r.kind).sort()).toEqual(['commission', 'void']);
    expect(rows.reduce((s, r) => s + r.amountCents, 0)).toBe(0);
  });
});

describe('payout runs', () => {
  it('are idempotent under concurrency: running a run many times at once pays each entry once', async () => {
    const when = { runKey: '2099-01-01', now: new Date('2099-01-01T10:00:00Z') };
    const runs = await Promise.all([1, 2, 3, 4, 5].map(() => runPayouts(server.db, when)));
    expect(runs.reduce((s, r) => s + r.created, 0)).toBe(1);
    const again = await runPayouts(server.db, when);
    expect(again.created).toBe(0);
    const items = await server.db.select().from(affiliatePayoutItems);
    const dupes = items.length - new Set(items.map((i) => i.entryId)).size;
    expect(dupes).toBe(0);
    const payouts = await server.db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.runKey, '2099-01-01'));
    expect(payouts).toHaveLength(1);
    const [payout] = payouts;
    expect(payout).toMatchObject({ affiliateId: 'usr_affiliate', status: 'paid', method: 'paxum' });
    expect(payout?.amountCents).toBeGreaterThanOrEqual(2500);
    const bundled = await server.db
      .select()
      .from(affiliatePayoutItems)
      .where(eq(affiliatePayoutItems.payoutId, payout?.id ?? ''));
    const sum = (await server.db.select().from(affiliateLedger))
      .filter((e) => bundled.some((i) => i.entryId === e.id))
      .reduce((s, e) => s + e.amountCents, 0);
    expect(sum).toBe(payout?.amountCents);
  });

  it('is an admin call; the runKey must be a 1st or a 16th', async () => {
    const admin = await server.login('admin');
    const bad = await server.request('POST', '/api/admin/affiliate/payout-runs', {
      token: admin.token,
      body: { runKey: '2099-01-02' },
    });
    expect(bad.status).toBe(400);
    const ok = await server.request('POST', '/api/admin/affiliate/payout-runs', {
      token: admin.token,
      body: { runKey: '2099-01-01' },
    });
    expect(ok.json).toMatchObject({ runKey: '2099-01-01', created: 0 });
  });
});

describe('an affiliate sees only their own payouts', () => {
  it('answers 404 for another affiliate’s payout and lists only their own', async () => {
    const other = await server.request('POST', '/api/auth/login', {
      body: { email: 'affiliate-new@reelcart.test', password: 'affiliate-pass-2' },
    });
    const token = (other.json as { token: string }).token;
    const detail = await server.request('GET', '/api/affiliate/payouts/po_seed_reelpaid_1', {
      token,
    });
    expect(detail.status).toBe(404);
    const list = await server.request('GET', '/api/affiliate/payouts', { token });
    expect((list.json.items as { id: string }[]).every((p) => !p.id.includes('reelpaid'))).toBe(
      true,
    );
    const own = await server.request('GET', '/api/affiliate/payouts/po_seed_reelpaid_1', {
      token: (await server.login('affiliate')).token,
    });
    expect(own.status).toBe(200);
    expect((own.json.lines as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('payout method', () => {
  it('rejects an invalid IBAN naming the field, stores a valid one encrypted and masked, and sets hasPaymentInfo', async () => {
    const login = async () =>
      (
        await server.request('POST', '/api/auth/login', {
          body: { email: 'affiliate-new@reelcart.test', password: 'affiliate-pass-2' },
        })
      ).json as { token: string; refreshToken: string; user: { hasPaymentInfo: boolean } };
    const session = await login();
    expect(session.user.hasPaymentInfo).toBe(false);
    const wire = { method: 'wire', holder: 'Jane Example', bank: 'Example Bank', bic: 'DEUTDEFF' };
    const bad = await server.request('PUT', '/api/affiliate/payout-method', {
      token: session.token,
      body: { ...wire, iban: 'DE00 3704 0044 0532 0130 00' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('iban');
    const ok = await server.request('PUT', '/api/affiliate/payout-method', {
      token: session.token,
      body: { ...wire, iban: 'DE89 3704 0044 0532 0130 00' },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toMatchObject({
      method: 'wire',
      hasPaymentInfo: true,
      masked: 'DE89 •••• 3000 · DEUTDEFF',
    });
    const [row] = await server.db
      .select()
      .from(affiliateAccounts)
      .where(eq(affiliateAccounts.userId, 'usr_affiliate_new'));
    expect(row?.payoutDetailsEncrypted).toMatch(/^v1\./);
    expect(row?.payoutDetailsEncrypted).not.toContain('3704');
    expect((await login()).user.hasPaymentInfo).toBe(true);
  });
});
