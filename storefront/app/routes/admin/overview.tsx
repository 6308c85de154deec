import { contract } from '@reelcart/contract/admin';
import { Link } from 'react-router';
import { AuditHistory } from '../../components/admin/audit-history';
import { DailyChart, money } from '../../components/admin/revenue-chart';
import { adminLoad } from '../../lib/admin.server';
import { pageMeta } from '../../lib/page-meta';
import { backOfficeHref } from '../../lib/store-origin';
import type { Route } from './+types/overview';

/** `/admin`: the day's and month's figures, what needs attention, recent admin activity; `?q=` searches. */
export async function loader({ context, url }: Route.LoaderArgs) {
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

export function meta() {
  return pageMeta('Admin overview');
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { dashboard, search, q } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Admin overview
      </h1>
      {search ? (
        <section
          aria-labelledby="search-title"
          className="mt-4 rounded-md border border-zinc-800 p-4"
        >
          <h2 id="search-title" className="font-semibold text-lg">
            Search results for “{q}”
          </h2>
          {search.videos.length +
            search.users.length +
            search.orders.length +
            search.studios.length ===
          0 ? (
            <p className="mt-2 text-sm text-zinc-400">
              Nothing matches. Try part of a title, an e-mail or an order number.
            </p>
          ) : (
            <div className="mt-2 grid gap-4 text-sm sm:grid-cols-2">
              <ResultList
                title="Videos"
                items={search.videos.map((v) => ({
                  to: `/admin/videos/${v.slug}`,
                  label: v.title,
                }))}
              />
              <ResultList
                title="Studios"
                items={search.studios.map((s) => ({
                  to: `/admin/studios/${s.slug}`,
                  label: s.name,
                }))}
              />
              <ResultList
                title="Users"
                items={search.users.map((u) => ({ to: `/admin/users/${u._id}`, label: u.email }))}
              />
              <ResultList
                title="Orders"
                items={search.orders.map((o) => ({
                  to: `/admin/orders/${o.orderNumber}`,
                  label: `${o.orderNumber} · ${o.email}`,
                }))}
              />
            </div>
          )}
        </section>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Revenue today" value={money(dashboard.today.revenueCents)} />
        <Figure label="Orders today" value={String(dashboard.today.orders)} />
        <Figure label="Revenue this month" value={money(dashboard.month.revenueCents)} />
        <Figure label="Orders this month" value={String(dashboard.month.orders)} />
      </div>
      <div className="mt-4 flex flex-wrap gap-4">
        <DailyChart
          days={dashboard.days}
          figure="revenueCents"
          label="Revenue per day this month"
        />
        <DailyChart days={dashboard.days} figure="orders" label="Paid orders per day this month" />
      </div>
      <section aria-labelledby="attention-title" className="mt-6">
        <h2 id="attention-title" className="font-semibold text-lg">
          Needs attention
        </h2>
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {dashboard.attention.map((item) => (
            <li key={item.key}>
              {item.href?.startsWith('/') ? (
                <Link to={item.href} className="underline hover:text-rose-400">
                  {item.label}: {item.count}
                </Link>
              ) : item.href ? (
                <a href={item.href} className="underline hover:text-rose-400">
                  {item.label}: {item.count}
                </a>
              ) : (
                <span>
                  {item.label}: <strong>{item.count}</strong>
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
      <AuditHistory entries={dashboard.activity} title="Recent admin activity" />
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-zinc-800 p-3">
      <p className="text-sm text-zinc-400">{label}</p>
      <p className="font-semibold text-xl tabular-nums">{value}</p>
    </div>
  );
}

function ResultList({
  title,
  items,
}: {
  title: string;
  items: Array<{ to: string; label: string }>;
}) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-zinc-400">None</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="underline hover:text-rose-400">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
