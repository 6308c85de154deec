import { describe, expect, it } from 'vitest';
import { contextAnswering } from '../platform/loader-context.testing';
import { DASHBOARD_RECENT_ORDERS, loadDashboard } from './dashboard.server';

const profile = (isAffiliate: boolean) => ({
  id: 'usr_1',
  email: 'a@example.test',
  role: 'user',
  isAffiliate,
  affiliateCode: isAffiliate ? 'AFF123' : null,
  hasPaymentInfo: false,
  emailVerified: false,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const summary = {
  affiliateCode: 'AFF123',
  hasPaymentInfo: false,
  referredUsers: 2,
  events: { click: 5, addToCart: 1, register: 2, checkout: 1 },
};
const orders = { items: [], page: 1, limit: 3, total: 0, totalPages: 0 };

/** A request context whose SDK answers each API path from `answers` (status, body). */
const answering = (answers: Record<string, [number, unknown]>) =>
  contextAnswering((url) => answers[url.pathname] ?? [404, { message: 'no' }]);

const URL_ = new URL('http://x/dashboard');

describe('loadDashboard', () => {
  it('reads the profile, the newest orders and the videos; no affiliate summary for others', async () => {
    const { context, seen } = answering({
      '/api/user/profile': [200, profile(false)],
      '/api/orders': [200, orders],
      '/api/user/videos': [200, { items: [] }],
    });
    const data = await loadDashboard(context, URL_);
    expect(data.profile.ok && data.profile.data.isAffiliate).toBe(false);
    expect(data.orders).toEqual({ ok: true, data: orders });
    expect(data.videos).toEqual({ ok: true, data: { items: [] } });
    expect(data.affiliate).toBeNull();
    expect(seen).toContain(`/api/orders?page=1&limit=${DASHBOARD_RECENT_ORDERS}`);
    expect(seen.some((p) => p.startsWith('/api/affiliate'))).toBe(false);
    expect(Number.isNaN(Date.parse(data.now))).toBe(false);
  });

  it('adds the summary for an affiliate', async () => {
    const { context } = answering({
      '/api/user/profile': [200, profile(true)],
      '/api/orders': [200, orders],
      '/api/user/videos': [200, { items: [] }],
      '/api/affiliate/summary': [200, summary],
    });
    expect((await loadDashboard(context, URL_)).affiliate).toEqual({ ok: true, data: summary });
  });

  it('keeps the other cards when one part fails', async () => {
    const { context } = answering({
      '/api/user/profile': [200, profile(false)],
      '/api/orders': [503, { message: 'down' }],
      '/api/user/videos': [200, { items: [] }],
    });
    const data = await loadDashboard(context, URL_);
    expect(data.orders.ok).toBe(false);
    expect(data.videos.ok).toBe(true);
  });

  it('sends a session that could not be refreshed to /login', async () => {
    const { context } = answering({
      '/api/user/profile': [401, { message: 'no' }],
      '/api/orders': [401, { message: 'no' }],
      '/api/user/videos': [401, { message: 'no' }],
    });
    const answer = await loadDashboard(context, URL_).then(
      () => null,
      (e: unknown) => e,
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/login?redirect=%2Fdashboard');
  });
});
