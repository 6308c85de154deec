import type { ItemState, StateCounts } from '@reelcart/contract/admin';
import { Link } from 'react-router';

export const STATES: ItemState[] = [
  'new',
  'needs_info',
  'ready',
  'approved',
  'rejected',
  'published',
];
export const STATE_LABEL: Record<ItemState, string> = {
  new: 'New',
  needs_info: 'Needs info',
  ready: 'Ready',
  approved: 'Approved',
  rejected: 'Rejected',
  published: 'Published',
};
const STATE_CLASS: Record<ItemState, string> = {
  new: 'border-sky-600 text-sky-300',
  needs_info: 'border-amber-600 text-amber-300',
  ready: 'border-emerald-700 text-emerald-300',
  approved: 'border-emerald-500 text-emerald-200',
  rejected: 'border-rose-600 text-rose-300',
  published: 'border-zinc-500 text-zinc-200',
};

export function StateBadge({ state }: { state: ItemState }) {
  return (
    <span className={`inline-block rounded border px-1.5 py-0.5 text-xs ${STATE_CLASS[state]}`}>
      {STATE_LABEL[state]}
    </span>
  );
}

/** An item's `{slug...}` in the screen's URL: each path segment encoded, slashes kept. */
export const itemHref = (studio: string, batch: string, path: string) =>
  `/studiosconnect/${studio}/${batch}/${path.split('/').map(encodeURIComponent).join('/')}`;

/** Done = published or rejected. */
export function Progress({ counts, total }: { counts: StateCounts; total: number }) {
  const done = counts.published + counts.rejected;
  return (
    <span className="flex items-center gap-2 text-sm">
      <progress max={Math.max(total, 1)} value={done} aria-label="Done (published or rejected)" />
      <span>
        {done} / {total}
      </span>
    </span>
  );
}

export function Counts({ counts }: { counts: StateCounts }) {
  return (
    <span className="text-sm">
      {STATES.filter((s) => counts[s] > 0)
        .map((s) => `${STATE_LABEL[s]} ${counts[s]}`)
        .join(' · ') || 'No items'}
    </span>
  );
}

export function Crumbs({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm text-zinc-400">
      <ol className="flex flex-wrap gap-1">
        {items.map((c, i) => (
          <li key={c.label}>
            {i > 0 ? <span aria-hidden="true"> / </span> : null}
            {c.to ? (
              <Link to={c.to} className="underline hover:text-zinc-100">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
