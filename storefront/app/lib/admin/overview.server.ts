import { contract } from '@reelcart/contract/admin';
import type { RouterContextProvider } from 'react-router';
import { backOfficeHref } from '../platform/store-origin';
import { adminLoad } from './admin.server';

/** `/admin`: the day's and month's figures, what needs attention, recent admin activity; `?q=` searches. */
export async function loadOverview(context: Readonly<RouterContextProvider>, url: URL) {
  const q = url.searchParams.get('q')?.trim() ?? '';
  const [dashboard, search] = await Promise.all([
    adminLoad(context, url, contract.adminDashboard),
    q ? adminLoad(context, url, contract.adminSearch, { query: { q: q.slice(0, 200) } }) : null,
  ]);
  const attention = dashboard.attention.map((item) =>
    item.href
      ? { ...item, href: backOfficeHref(item.href, url, process.env.PUBLIC_BASE_URL) }
      : item,
  );
  return { dashboard: { ...dashboard, attention }, search, q };
}
