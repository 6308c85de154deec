import { Link, useMatches } from 'react-router';

/** Every admin section of spec §2 plus the studio and category lists; both are also listed under their headings. */
export const ADMIN_SECTIONS = [
  { to: '/admin', label: 'Overview' },
  { to: '/admin/videos', label: 'Videos' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/studios', label: 'Studios' },
  { to: '/admin/actresses', label: 'Actresses' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/banners', label: 'Banners' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/mail', label: 'Mail' },
  { to: '/admin/creatives', label: 'Creatives' },
  { to: '/admin/affiliates', label: 'Affiliates' },
] as const;

const SEGMENT_LABELS: Record<string, string> = Object.fromEntries(
  ADMIN_SECTIONS.map((s) => [s.to.split('/')[2] ?? '', s.label]),
);

/**
 * A route's `handle` naming its record for people (an order's number, a video's title, a user's
 * e-mail) instead of the id or slug in its path: `export const handle = adminCrumb((data) => …)`.
 */
export interface CrumbHandle {
  crumb: (data: unknown) => string | undefined;
}

export function adminCrumb<D>(name: (data: D) => string | undefined): CrumbHandle {
  return {
    crumb: (data) => {
      if (data === undefined || data === null) return undefined;
      return name(data as D);
    },
  };
}

/** The leaf route's record name, when its handle gives one (see {@link adminCrumb}). */
export function useCurrentCrumb(): string | undefined {
  const leaf = useMatches().at(-1);
  const handle = leaf?.handle as Partial<CrumbHandle> | undefined;
  return typeof handle?.crumb === 'function' ? handle.crumb(leaf?.loaderData) : undefined;
}

/**
 * Admin › Section › record, from the path; every step but the last is a link. The record's step
 * reads `current` when the page names it (an order's number rather than `ord_…`).
 */
export function Breadcrumbs({ pathname, current }: { pathname: string; current?: string }) {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'admin') return null;
  const crumbs = parts.map((part, i) => {
    const to = `/${parts.slice(0, i + 1).join('/')}`;
    const label =
      i === 0
        ? 'Admin'
        : i === 1
          ? (SEGMENT_LABELS[part] ?? part)
          : i === parts.length - 1 && current
            ? current
            : decodeURIComponent(part);
    return { to, label };
  });
  return (
    <nav aria-label="Breadcrumbs" className="mb-3 text-sm text-zinc-400">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb, i) => (
          <li key={crumb.to} className="flex min-w-0 gap-1">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="break-all text-zinc-200">
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.to} className="hover:text-rose-400">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
