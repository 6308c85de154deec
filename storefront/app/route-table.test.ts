import { describe, expect, it } from 'vitest';
import { allPages, findPage, group, page, pageFinder, toRouteConfig } from './route-table';
import { routeTable } from './routes';

/** Spec §2, verbatim: every path of the product, in its layout. */
// biome-ignore format: the spec's lists, kept as compact as the spec
const SPEC: Record<string, string[]> = {
  default: [
    '/', '/404', '/faq', '/tos', '/2257', '/about', '/privacy', '/contact', '/report', '/cart', '/search',
    '/series', '/series/:slug', '/videos', '/videos/:slug', '/studios', '/studios/:slug', '/actresses',
    '/actresses/:slug', '/categories', '/categories/:slug', '/affiliate-tos', '/r18-acquisition',
    '/become-an-affiliate', '/verify-email', '/checkout/failed', '/checkout/success/:orderId',
    '/test-headers', '/test-headers-debug', '/test-precache', '/login', '/sign-up', '/affiliate/sign-up',
    '/billing', '/protected',
  ],
  dashboard: [
    '/dashboard', '/dashboard/profile', '/dashboard/affiliate', '/dashboard/my-videos', '/dashboard/orders',
    '/dashboard/orders/:orderNumber',
  ],
  affiliate: [
    '/affiliate', '/affiliate/analytics', '/affiliate/marketing', '/affiliate/payout-setup',
    '/affiliate/link-generator', '/affiliate/payout-history', '/affiliate/payout-history/:id',
  ],
  manager: ['/manager', '/manager/sales', '/manager/royalties'],
  admin: [
    '/admin', '/admin/banners', '/admin/users', '/admin/users/:id', '/admin/orders', '/admin/orders/:id',
    '/admin/videos', '/admin/videos/:slug', '/admin/coupons', '/admin/reports', '/admin/creatives',
    '/admin/creatives/:id', '/admin/products', '/admin/studios/:slug', '/admin/actresses',
    '/admin/actresses/:slug', '/admin/affiliates', '/admin/affiliates/:id', '/admin/categories/:slug',
  ],
  queueform: [
    '/studiosconnect', '/studiosconnect/:studio', '/studiosconnect/:studio/:batch',
    '/studiosconnect/:studio/:batch/*',
  ],
};

/**
 * Beyond spec §2: issue 17 asks for studios "listed and searchable from the admin navigation" and
 * categories "listed from the navigation"; these list pages do that each just before its detail page.
 */
const ADMIN_LISTS = ['/admin/studios', '/admin/categories'];
/** Beyond spec §2: a coupon's edit page, `new` to create one (issue 18, decision 045). */
const COUPON_DETAIL = '/admin/coupons/:id';
/** Beyond spec §2: the page of an admin's one-time password-reset link (issue 18, decision 042). */
const RESET_PASSWORD = '/reset-password';
/** Beyond spec §2: a queue item's page and the mail outbox's viewer (issue 18, decisions 046, 047). */
const REPORTS_AND_MAIL = ['/admin/reports/:id', '/admin/mail', '/admin/mail/:id'];

describe('the route table', () => {
  it('holds exactly the paths of spec §2, each in its layout', () => {
    const byLayout: Record<string, string[]> = {};
    for (const page of allPages(routeTable)) {
      byLayout[page.layout] = [...(byLayout[page.layout] ?? []), page.path];
    }
    // Each list page sits just before its detail page.
    const admin = (SPEC.admin ?? []).flatMap((path) =>
      ADMIN_LISTS.includes(path.replace('/:slug', ''))
        ? [path.replace('/:slug', ''), path]
        : path === '/admin/reports'
          ? [path, ...REPORTS_AND_MAIL]
          : path === '/admin/coupons'
            ? [path, COUPON_DETAIL]
            : [path],
    );
    const defaults = (SPEC.default ?? []).flatMap((path) =>
      path === '/verify-email' ? [path, RESET_PASSWORD] : [path],
    );
    expect(byLayout).toEqual({ ...SPEC, default: defaults, admin });
  });

  it('attaches the spec checks to each group', () => {
    const checksOf = (path: string) => findPage(routeTable, path)?.checks;
    expect(checksOf('/login')).toEqual(['auth-signup']);
    expect(checksOf('/sign-up')).toEqual(['auth-signup']);
    expect(checksOf('/affiliate/sign-up')).toEqual(['affiliate-signup']);
    expect(checksOf('/billing')).toEqual(['auth']);
    expect(checksOf('/dashboard/orders/:orderNumber')).toEqual(['auth']);
    expect(checksOf('/affiliate/payout-history/:id')).toEqual(['auth']);
    expect(checksOf('/manager/royalties')).toEqual(['manager']);
    expect(checksOf('/admin/users/:id')).toEqual(['admin']);
    expect(checksOf('/studiosconnect/:studio/:batch/*')).toEqual(['admin']);
    expect(checksOf('/videos')).toEqual([]);
  });

  it("finds pages by React Router's pattern (relative paths, `/` for the index)", () => {
    expect(findPage(routeTable, 'videos/:slug')?.title).toBe('Video details');
    expect(findPage(routeTable, '/')?.title).toBe('Home');
    expect(findPage(routeTable, 'studiosconnect/:studio/:batch/*')?.layout).toBe('queueform');
    expect(findPage(routeTable, '*')).toBeUndefined();
  });

  it('finds through its index what a search of the flattened table finds, the first page of a path winning', () => {
    const twice = [
      ...routeTable,
      group('admin', ['admin'], [page('/faq', 'Again', { file: 'routes/faq.tsx' })]),
    ];
    const find = pageFinder(twice);
    for (const p of allPages(twice)) {
      const expected = allPages(twice).find((q) => q.path === p.path);
      expect(find(p.path)).toBe(find(p.path.replace(/^\//, '') || '/'));
      expect(find(p.path)).toEqual(expected);
    }
    expect(find('/faq')?.title).not.toBe('Again');
  });

  it('gives every route a unique id and ends the default layout in a catch-all', () => {
    const config = toRouteConfig(routeTable, 'routes/unmatched.tsx');
    const ids = config.flatMap((layout) => [
      layout.id,
      ...(layout.children ?? []).map((c) => c.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(config[0]?.children?.at(-1)).toMatchObject({ path: '*', file: 'routes/unmatched.tsx' });
  });

  it('matches paths case-sensitively, so /Admin is never the admin area on the store host', () => {
    const config = toRouteConfig(routeTable, 'routes/unmatched.tsx');
    for (const layout of config) {
      for (const child of layout.children ?? []) {
        if (!child.index && child.path !== '*') expect(child.caseSensitive, child.id).toBe(true);
      }
    }
  });
});
