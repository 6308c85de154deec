import type { ReactNode } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { SiteFooter } from '../site-footer';
import { SiteHeader } from '../site-header';

export interface NavRef {
  slug: string;
  name: string;
}

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

const LINK =
  'block rounded px-2 py-1 text-sm hover:bg-zinc-800 aria-[current=page]:bg-zinc-800 aria-[current=page]:text-rose-400';

const SEGMENT_LABELS: Record<string, string> = Object.fromEntries(
  ADMIN_SECTIONS.map((s) => [s.to.split('/')[2] ?? '', s.label]),
);

/** Admin › Section › record, from the path; every step but the last is a link. */
export function Breadcrumbs({ pathname }: { pathname: string }) {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'admin') return null;
  const crumbs = parts.map((part, i) => {
    const to = `/${parts.slice(0, i + 1).join('/')}`;
    const label =
      i === 0 ? 'Admin' : i === 1 ? (SEGMENT_LABELS[part] ?? part) : decodeURIComponent(part);
    return { to, label };
  });
  return (
    <nav aria-label="Breadcrumbs" className="mb-3 text-sm text-zinc-400">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb, i) => (
          <li key={crumb.to} className="flex gap-1">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="text-zinc-200">
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

/** The back office frame: who is signed in, global search, navigation, breadcrumbs. */
export function AdminShell({
  email,
  studios,
  categories,
  storeLinks = [],
  children,
}: {
  email: string | null;
  studios: NavRef[];
  categories: NavRef[];
  /** Admin pages served on the store host (the studio intake), as absolute links. */
  storeLinks?: Array<{ href: string; label: string }>;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <>
      <SiteHeader />
      <div className="container-site flex flex-col gap-6 py-6 md:flex-row">
        <nav aria-label="Admin" className="md:w-60 md:shrink-0">
          <p className="mb-1 font-semibold text-xs text-zinc-400 uppercase tracking-wide">Admin</p>
          {email ? (
            <p className="mb-3 truncate text-sm" data-testid="admin-email">
              Signed in as <span className="text-zinc-200">{email}</span>
            </p>
          ) : null}
          <Form method="get" action="/admin" role="search" className="mb-4 flex gap-1">
            <label htmlFor="admin-search" className="sr-only">
              Search videos, users, orders
            </label>
            <input
              id="admin-search"
              name="q"
              type="search"
              placeholder="Videos, users, RC-…"
              className="w-full min-w-0 rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 text-sm"
            />
            <button type="submit" className="btn btn-outline px-2 py-1 text-sm">
              Search
            </button>
          </Form>
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {ADMIN_SECTIONS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/admin'} className={LINK}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {storeLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={LINK}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <NavGroup
            title="Studios"
            base="/admin/studios"
            items={studios}
            createLabel="New studio"
          />
          <NavGroup
            title="Categories"
            base="/admin/categories"
            items={categories}
            createLabel="New category"
          />
        </nav>
        <main className="min-w-0 flex-1">
          <Breadcrumbs pathname={pathname} />
          {children}
        </main>
      </div>
      <SiteFooter />
    </>
  );
}

function NavGroup({
  title,
  base,
  items,
  createLabel,
}: {
  title: string;
  base: string;
  items: NavRef[];
  createLabel: string | null;
}) {
  const { pathname } = useLocation();
  return (
    <details className="mt-3" open={pathname.startsWith(`${base}/`)}>
      <summary className="cursor-pointer px-2 py-1 text-sm">{title}</summary>
      <ul className="mt-1 max-h-64 overflow-y-auto pl-2">
        {createLabel ? (
          <li>
            <NavLink to={`${base}/new`} className={LINK}>
              {createLabel}
            </NavLink>
          </li>
        ) : null}
        {items.map((item) => (
          <li key={item.slug}>
            <NavLink to={`${base}/${item.slug}`} className={LINK}>
              {item.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
