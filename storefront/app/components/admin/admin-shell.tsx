import { type ReactNode, useEffect, useId, useState } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { takeDone } from '../../lib/admin/done';
import { showToast } from '../../lib/platform/toast';
import { ADMIN_SECTIONS, Breadcrumbs, useCurrentCrumb } from './breadcrumbs';
import { StoreOriginProvider } from './store-link';
import { UndoOutcome } from './undo';

export { ADMIN_SECTIONS, Breadcrumbs } from './breadcrumbs';

export interface NavRef {
  slug: string;
  name: string;
}

const LINK =
  'block rounded px-2 py-1 text-sm hover:bg-zinc-800 aria-[current=page]:bg-zinc-800 aria-[current=page]:text-rose-400';

/**
 * The back office frame, its own and not the store's (issue 33): a top bar (the back office's
 * name, the store as an absolute link, who is signed in), the navigation — a sidebar from `md`
 * up, a menu behind a button on a phone — and breadcrumbs. Every link to the store names the
 * store's origin (`storeOrigin`): the admin host serves only `/admin*`.
 */
export function AdminShell({
  email,
  studios,
  categories,
  storeOrigin = '',
  storeLinks = [],
  children,
}: {
  email: string | null;
  studios: NavRef[];
  categories: NavRef[];
  /** The store's origin (`https://example.com`); empty keeps store links relative (stories). */
  storeOrigin?: string;
  /** Admin pages served on the store host (the studio intake), as absolute links. */
  storeLinks?: Array<{ href: string; label: string }>;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const current = useCurrentCrumb();
  useDoneToast();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  // A link followed from the open menu closes it (the page below is what the phone shows next).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation.
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <StoreOriginProvider origin={storeOrigin}>
      <UndoOutcome />
      <header className="border-zinc-800 border-b bg-zinc-900">
        <div className="flex items-center gap-3 px-4 py-2 sm:px-6">
          <button
            type="button"
            className="btn btn-outline px-3 py-1 text-sm md:hidden"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <Link to="/admin" className="font-bold tracking-tight">
            Reelcart <span className="font-normal text-zinc-400">admin</span>
          </Link>
          {email ? (
            <p
              className="ml-auto hidden min-w-0 truncate text-sm text-zinc-400 sm:block"
              data-testid="admin-email"
            >
              Signed in as <span className="text-zinc-200">{email}</span>
            </p>
          ) : null}
          <a
            href={`${storeOrigin}/`}
            className={`text-sm underline hover:text-rose-400 ${email ? 'max-sm:ml-auto' : 'ml-auto'}`}
          >
            View store
          </a>
        </div>
      </header>
      <div className="flex flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row">
        <nav
          id={navId}
          aria-label="Admin"
          className={`${menuOpen ? 'block' : 'hidden'} md:block md:w-56 md:shrink-0`}
        >
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
          <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 md:flex md:flex-col">
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
          <Breadcrumbs pathname={pathname} current={current} />
          {children}
        </main>
      </div>
    </StoreOriginProvider>
  );
}

/** A create's or rename's confirmation, carried by the redirect (`?done=`), as a toast. */
function useDoneToast() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const done = takeDone(search);
    if (!done) return;
    void showToast(done.message, undefined, 'success');
    // The address without it, in place: the router's state is kept and no loader runs again (a
    // router navigation would fetch the page a second time just to drop a parameter).
    window.history.replaceState(window.history.state, '', `${pathname}${done.rest}${hash}`);
  }, [pathname, search, hash]);
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
