import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../../testing/useAdminServer';
import { affiliatePayouts, intakeItems } from '../schema';

const ctx = useAdminServer();
const { as } = ctx;
describe('the admin dashboard', () => {
  it('the dashboard counts only real figures and shows recent admin activity', async () => {
    const res = await as(ctx.admin).get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    const body = res.json as {
      activity: unknown[];
      days: unknown[];
      attention: Array<{ key: string }>;
    };
    expect(body.activity.length).toBeGreaterThan(0);
    expect(body.days.length).toBeGreaterThan(0);
    expect(body.attention.map((a) => a.key)).toEqual(['reports', 'messages', 'payouts', 'intake']);
  });

  it("the dashboard's studio intake count is the items still waiting, linking to the queue", async () => {
    const intake = async () =>
      (
        (await as(ctx.admin).get('/api/admin/dashboard')).json as {
          attention: Array<{ key: string; count: number; href: string | null }>;
        }
      ).attention.find((a) => a.key === 'intake');
    const before = await intake();
    expect(before?.href).toBe('/studiosconnect');
    // The seeded sample batch has items waiting in every waiting state.
    expect(before?.count).toBeGreaterThan(0);
    const [waiting] = await ctx.server.db
      .select({ id: intakeItems.id })
      .from(intakeItems)
      .where(eq(intakeItems.state, 'ready'))
      .limit(1);
    if (!waiting) throw new Error('the seed has a ready item');
    await ctx.server.db
      .update(intakeItems)
      .set({ state: 'rejected', rejectReason: 'Dashboard test' })
      .where(eq(intakeItems.id, waiting.id));
    expect((await intake())?.count).toBe((before?.count ?? 0) - 1);
  });

  it("the dashboard's payouts awaiting payment are the affiliate payouts still open", async () => {
    const payouts = async () =>
      (
        (await as(ctx.admin).get('/api/admin/dashboard')).json as {
          attention: Array<{ key: string; count: number }>;
        }
      ).attention.find((a) => a.key === 'payouts')?.count;
    const before = await payouts();
    const row = {
      affiliateId: 'usr_none',
      method: 'paxum',
      amountCents: 5_000,
      feeCents: 0,
      periodStart: '2026-01-01',
      periodEnd: '2026-01-15',
    };
    await ctx.server.db.insert(affiliatePayouts).values([
      { ...row, id: 'po_dash_open', runKey: '2026-01-16', status: 'open' },
      { ...row, id: 'po_dash_paid', runKey: '2026-02-01', status: 'paid', paidAt: new Date() },
    ]);
    expect(await payouts()).toBe((before ?? 0) + 1);
  });
});
