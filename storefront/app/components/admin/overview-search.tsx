import type { AdminSearchResult } from '@reelcart/contract/admin';
import { Link } from 'react-router';

/** `/admin?q=`: what the back office's search found — videos, studios, users and orders. */
export function SearchResults({ q, search }: { q: string; search: AdminSearchResult }) {
  return (
    <section aria-labelledby="search-title" className="mt-4 rounded-md border border-zinc-800 p-4">
      <h2 id="search-title" className="font-semibold text-lg">
        Search results for “{q}”
      </h2>
      {search.videos.length + search.users.length + search.orders.length + search.studios.length ===
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
