import { Link } from 'react-router';
import { AuditHistory } from '../../components/admin/audit-history';
import { SearchResults } from '../../components/admin/overview-search';
import { DailyChart, money } from '../../components/admin/revenue-chart';
import { loadOverview } from '../../lib/admin/overview.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/overview';

/** `/admin`: the day's and month's figures, what needs attention, recent admin activity; `?q=` searches. */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadOverview(context, url);
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
      {search ? <SearchResults q={q} search={search} /> : null}
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
