import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { ensureCart } from '../../testing/samples';
import { payoutRunKey } from '../affiliate/rules';
import { affiliateEvents, affiliateLedger, affiliatePayouts, auditLog } from '../schema';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionOf('admin')).token;
}, 120_000);
afterAll(() => server.close());

const as = (token: string | null) => ({
  get: (path: string) => server.request('GET', path, { token }),
  post: (path: string, body: unknown) => server.request('POST', path, { token, body }),
  put: (path: string, body: unknown) => server.request('PUT', path, { token, body }),
});

type Row = {
  id: string;
  code: string;
  status: string;
  balanceCents: number;
  rateBp: number | null;
};
const codes = (json: Record<string, unknown>) => (json.items as Row[]).map((r) => r.code);

async function affiliate(id: string) {
  const res = await as(admin).get(`/api/admin/affiliates/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.json as Record<string, unknown> & {
    version: number;
    status: string;
    rateBp: number | null;
    payment: { method: string | null; masked: string | null; verified: boolean };
    payouts: { id: string; status: string; reference: string | null; runKey: string }[];
    history: { action: string }[];
  };
}

const UA = { 'user-agent': 'admin-affiliates-test/1.0' };
const click = (code: string) =>
  server.request('POST', '/api/user/log', {
    headers: UA,
    body: {
      referralCode: code,
      action: 'click',
      metadata: { timestamp: new Date().toISOString(), source: 'admin-test', landingPage: '/' },
    },
  });

async function buy(token: string, referralCode: string) {
  const cart = await ensureCart(server, { token } as never);
  const paid = await server.request('POST', '/api/checkout', {
    token,
    headers: UA,
    body: {
      cartId: cart._id,
      cartVersion: cart.version,
      billerId: 'test-crypto',
      idempotencyKey: `adm-aff-${Math.random().toString(36).slice(2)}`,
      referral: { referralCode },
    },
  });
  expect(paid.status, paid.text).toBe(200);
  return paid.json as { orderId: string };
}

describe('admin affiliates: list and detail', () => {
  it('lists every affiliate with figures; searches code/e-mail, filters status, sorts, pages', async () => {
    const all = await as(admin).get('/api/admin/affiliates?sort=code');
    expect(all.status, all.text).toBe(200);
    expect(codes(all.json)).toEqual(['REELHOLD', 'REELNEW', 'REELPAID', 'REELWIRE']);
    const held = await as(admin).get('/api/admin/affiliates?status=suspended');
    expect(codes(held.json)).toEqual(['REELHOLD']);
    expect(codes((await as(admin).get('/api/admin/affiliates?q=affiliate-WIRE')).json)).toEqual([
      'REELWIRE',
    ]);
    expect(codes((await as(admin).get('/api/admin/affiliates?q=reelp')).json)).toEqual([
      'REELPAID',
    ]);
    const byBalance = (await as(admin).get('/api/admin/affiliates?sort=balance&dir=desc')).json
      .items as Row[];
    const balances = byBalance.map((r) => r.balanceCents);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const paged = await as(admin).get('/api/admin/affiliates?sort=code&limit=3&page=2');
    expect(paged.json).toMatchObject({ total: 4, totalPages: 2 });
    expect(codes(paged.json)).toEqual(['REELWIRE']);
    const paid = (all.json.items as (Row & { clicks: number; sales: number })[]).find(
      (r) => r.code === 'REELPAID',
    );
    expect(paid?.clicks).toBeGreaterThan(0);
    expect(paid?.sales).toBeGreaterThan(0);
    expect((await as(admin).get('/api/admin/affiliates?sort=nope')).status).toBe(400);
  });

  it('shows payment info masked only, never the clear details', async () => {
    const wire = await affiliate('usr_affiliate_wire');
    expect(wire.payment).toMatchObject({ method: 'usdt', verified: false });
    expect(wire.payment.masked).toContain('••••');
    const text = JSON.stringify(await affiliate('usr_affiliate_hold'));
    expect(text).not.toContain('held-payouts@example.test');
    expect(JSON.stringify(wire)).not.toContain('TQ5NwdCqMuyWAK7MNrA9nrhYcNoZLmTdVi');
    expect((await as(admin).get('/api/admin/affiliates/usr_shopper')).status).toBe(404);
  });

  it('pages the ledger with each entry’s state', async () => {
    const page = await as(admin).get('/api/admin/affiliates/usr_affiliate/ledger?limit=5&page=2');
    expect(page.status, page.text).toBe(200);
    expect(page.json.items).toHaveLength(5);
    const statuses = new Set(
      (
        (await as(admin).get('/api/admin/affiliates/usr_affiliate/ledger?limit=100')).json
          .items as { status: string }[]
      ).map((e) => e.status),
    );
    expect(statuses).toContain('paid');
  });
});

describe('admin affiliates: rate override, status, verification', () => {
  it('sets a validated rate override at the version, audit-logged; a stale save is a 409', async () => {
    const before = await affiliate('usr_affiliate_new');
    for (const bad of [0, 95, 12.345, -3]) {
      const res = await as(admin).put('/api/admin/affiliates/usr_affiliate_new', {
        status: 'active',
        commissionPercent: bad,
        version: before.version,
      });
      expect(res.status, String(bad)).toBe(400);
    }
    const saves = await Promise.all(
      [32.5, 33].map((p) =>
        as(admin).put('/api/admin/affiliates/usr_affiliate_new', {
          status: 'active',
          commissionPercent: p,
          version: before.version,
        }),
      ),
    );
    expect(saves.map((r) => r.status).sort()).toEqual([200, 409]);
    const conflict = saves.find((r) => r.status === 409);
    expect(conflict?.json.code).toBe('STALE_VERSION');
    const after = await affiliate('usr_affiliate_new');
    expect([3250, 3300]).toContain(after.rateBp);
    expect(after.version).toBe(before.version + 1);
    expect(after.history.map((h) => h.action)).toContain('update');
    // New sales earn the override.
    const shopper = await server.newShopper();
    const order = await buy(shopper.token, 'REELNEW');
    const [row] = await server.db
      .select()
      .from(affiliateLedger)
      .where(eq(affiliateLedger.orderId, order.orderId));
    expect(row?.rateBp).toBe(after.rateBp);
    // Back to the default.
    const reset = await as(admin).put('/api/admin/affiliates/usr_affiliate_new', {
      status: 'active',
      commissionPercent: null,
      version: after.version,
    });
    expect(reset.json.rateBp).toBeNull();
  });

  it('a suspended affiliate earns nothing new: clicks and sales are not booked; reinstated, they are', async () => {
    const start = await affiliate('usr_affiliate_new');
    const suspended = await as(admin).put('/api/admin/affiliates/usr_affiliate_new', {
      status: 'suspended',
      commissionPercent: start.rateBp === null ? null : start.rateBp / 100,
      version: start.version,
    });
    expect(suspended.status, suspended.text).toBe(200);
    expect(suspended.json.status).toBe('suspended');
    const eventsOf = async () =>
      (
        await server.db
          .select()
          .from(affiliateEvents)
          .where(eq(affiliateEvents.affiliateId, 'usr_affiliate_new'))
      ).length;
    const events = await eventsOf();
    expect((await click('REELNEW')).status).toBe(200);
    expect(await eventsOf()).toBe(events);
    const shopper = await server.newShopper();
    const order = await buy(shopper.token, 'REELNEW');
    const booked = await server.db
      .select()
      .from(affiliateLedger)
      .where(eq(affiliateLedger.orderId, order.orderId));
    expect(booked).toEqual([]);

    const reinstated = await as(admin).put('/api/admin/affiliates/usr_affiliate_new', {
      status: 'active',
      commissionPercent: null,
      version: suspended.json.version,
    });
    expect(reinstated.status).toBe(200);
    await click('REELNEW');
    expect(await eventsOf()).toBe(events + 1);
    const actions = (await affiliate('usr_affiliate_new')).history.map((h) => h.action);
    expect(actions).toEqual(expect.arrayContaining(['suspend', 'reinstate']));
  });

  it('marks payment info verified at the version; an affiliate without any is a 409', async () => {
    const none = await affiliate('usr_affiliate_new');
    const refused = await as(admin).post(
      '/api/admin/affiliates/usr_affiliate_new/payment-verification',
      { verified: true, version: none.version },
    );
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('NO_PAYMENT_INFO');
    const stale = await as(admin).post(
      '/api/admin/affiliates/usr_affiliate_wire/payment-verification',
      { verified: true, version: 999 },
    );
    expect(stale.status).toBe(409);
  });
});

describe('admin affiliates: the payout run', () => {
  const runKey = payoutRunKey(new Date());

  it('previews who is paid and who is not, and why', async () => {
    // A commission of REELPAID approved well before the run, so the run has someone to pay.
    await server.db.insert(affiliateLedger).values({
      id: 'led_admin_run',
      entryKey: 'commission:ord_admin_run',
      affiliateId: 'usr_affiliate',
      kind: 'commission',
      orderId: 'ord_admin_run',
      customerId: 'usr_admin_run',
      amountCents: 5_000,
      baseCents: 12_500,
      rateBp: 4_000,
      availableAt: new Date('2026-01-01T00:00:00Z'),
    });
    const res = await as(admin).get(`/api/admin/affiliate/payout-runs/preview?runKey=${runKey}`);
    expect(res.status, res.text).toBe(200);
    const lines = res.json.lines as { code: string; outcome: string; amountCents: number }[];
    const outcome = (code: string) => lines.find((l) => l.code === code)?.outcome;
    expect(outcome('REELPAID')).toBe('pay');
    expect(outcome('REELHOLD')).toBe('suspended');
    expect(outcome('REELWIRE')).toBe('unverified');
    expect(res.json.payCount).toBe(lines.filter((l) => l.outcome === 'pay').length);
    expect(
      (await as(admin).get('/api/admin/affiliate/payout-runs/preview?runKey=2026-01-02')).status,
    ).toBe(400);
    expect(
      (await as(admin).get('/api/admin/affiliate/payout-runs/preview?runKey=2999-01-01')).status,
    ).toBe(400);
  });

  it('confirming is idempotent: concurrent and repeated confirms make one open payout per affiliate', async () => {
    const confirms = await Promise.all(
      [1, 2, 3, 4].map(() =>
        as(admin).post('/api/admin/affiliate/payout-runs/confirm', { runKey }),
      ),
    );
    expect(confirms.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const again = await as(admin).post('/api/admin/affiliate/payout-runs/confirm', { runKey });
    expect(again.json.created).toBe(0);
    const payouts = await server.db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.runKey, runKey));
    expect(confirms.reduce((n, r) => n + Number(r.json.created), 0)).toBe(payouts.length);
    expect(new Set(payouts.map((p) => p.affiliateId)).size).toBe(payouts.length);
    const ids = payouts.map((p) => p.affiliateId);
    expect(ids).toContain('usr_affiliate');
    // Suspended and unverified affiliates are not paid.
    expect(ids).not.toContain('usr_affiliate_hold');
    expect(ids).not.toContain('usr_affiliate_wire');
    expect(payouts.every((p) => p.status === 'open')).toBe(true);
    const preview = await as(admin).get(
      `/api/admin/affiliate/payout-runs/preview?runKey=${runKey}`,
    );
    const paid = (preview.json.lines as { code: string; outcome: string }[]).find(
      (l) => l.code === 'REELPAID',
    );
    expect(paid?.outcome).toBe('in-run');
  });

  it('marks a payout paid with its reference once; the affiliate sees it paid', async () => {
    const [payout] = await server.db
      .select()
      .from(affiliatePayouts)
      .where(
        and(eq(affiliatePayouts.runKey, runKey), eq(affiliatePayouts.affiliateId, 'usr_affiliate')),
      );
    const path = `/api/admin/affiliate/payouts/${payout?.id}/paid`;
    const marks = await Promise.all(
      [1, 2, 3].map(() => as(admin).post(path, { reference: 'PAXUM-TEST-0001' })),
    );
    expect(marks.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(marks[0]?.json).toMatchObject({ status: 'paid', reference: 'PAXUM-TEST-0001' });
    const other = await as(admin).post(path, { reference: 'PAXUM-TEST-0002' });
    expect(other.status).toBe(409);
    expect(other.json.code).toBe('ALREADY_PAID');
    const entries = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, 'usr_affiliate'), eq(auditLog.action, 'payout-paid')));
    expect(entries).toHaveLength(1);
    const mine = await server.request('GET', '/api/affiliate/payouts', {
      token: (await server.sessionOf('affiliate')).token,
    });
    const seen = (mine.json.items as { id: string; status: string; reference: string }[]).find(
      (p) => p.id === payout?.id,
    );
    expect(seen).toMatchObject({ status: 'paid', reference: 'PAXUM-TEST-0001' });
    expect(
      (await as(admin).post('/api/admin/affiliate/payouts/po_nope/paid', { reference: 'X-123' }))
        .status,
    ).toBe(404);
  });

  it('a suspended affiliate’s open payout is held: it cannot be marked paid', async () => {
    await server.db.insert(affiliatePayouts).values({
      id: 'po_test_held',
      affiliateId: 'usr_affiliate_hold',
      runKey: '2026-01-01',
      method: 'paxum',
      methodMasked: 'h•••@example.test',
      amountCents: 3_000,
      feeCents: 0,
      status: 'open',
      periodStart: '2025-12-16',
      periodEnd: '2026-01-01',
    });
    const res = await as(admin).post('/api/admin/affiliate/payouts/po_test_held/paid', {
      reference: 'PAXUM-HELD-1',
    });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('AFFILIATE_SUSPENDED');
  });

  it('new payment details saved by the affiliate need verifying again', async () => {
    const affiliateToken = (await server.sessionOf('affiliate')).token;
    const before = await affiliate('usr_affiliate');
    if (!before.payment.verified) {
      const verified = await as(admin).post(
        '/api/admin/affiliates/usr_affiliate/payment-verification',
        { verified: true, version: before.version },
      );
      expect(verified.status).toBe(200);
    }
    const verifiedNow = await affiliate('usr_affiliate');
    expect(verifiedNow.payment.verified).toBe(true);
    const saved = await server.request('PUT', '/api/affiliate/payout-method', {
      token: affiliateToken,
      body: { method: 'paxum', email: 'new-payouts@example.test' },
    });
    expect(saved.status, saved.text).toBe(200);
    const after = await affiliate('usr_affiliate');
    expect(after.payment.verified).toBe(false);
    expect(after.version).toBe(verifiedNow.version + 1);
    // Verifying at the version seen before the new details is refused.
    const stale = await as(admin).post('/api/admin/affiliates/usr_affiliate/payment-verification', {
      verified: true,
      version: verifiedNow.version,
    });
    expect(stale.status).toBe(409);
    const ok = await as(admin).post('/api/admin/affiliates/usr_affiliate/payment-verification', {
      verified: true,
      version: after.version,
    });
    expect(ok.json.payment).toMatchObject({ verified: true, masked: 'n•••@example.test' });
    expect((ok.json.history as { action: string }[])[0]?.action).toBe('verify-payment');
  });
});
