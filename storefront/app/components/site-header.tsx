import type { Commerce } from '@reelcart/sdk';
import { Link, NavLink } from 'react-router';
import { CartBadge } from './cart-badge';
import { useLiveSnapshot, usePageViewer } from './deferred-commerce';

const BROWSE = [
  { to: '/videos', label: 'Videos' },
  { to: '/series', label: 'Series' },
  { to: '/studios', label: 'Studios' },
  { to: '/actresses', label: 'Actresses' },
  { to: '/categories', label: 'Categories' },
];

const authOf = (commerce: Commerce) => commerce.auth;

/**
 * Signed in or not: the request's session (root loader) until the SDK runs, then the SDK's. The
 * same links either way, so a click that starts the SDK is not lost to a remount.
 */
function AccountLinks() {
  const auth = useLiveSnapshot(authOf);
  const viewer = usePageViewer();
  const signedIn = auth ? auth.isSignedIn : viewer.signedIn;
  const isAffiliate = auth ? Boolean(auth.session?.isAffiliate) : viewer.isAffiliate;
  const session = auth?.session;
  const role = auth
    ? session
      ? session.role === 'admin'
        ? 'admin'
        : session.userRole
      : null
    : (viewer.role ?? null);
  return (
    <>
      {/* The back office is another host: a full page load (its host rules take it there). */}
      {signedIn && role === 'admin' ? <a href="/admin">Admin</a> : null}
      {signedIn && role === 'manager' ? <Link to="/manager">Manager</Link> : null}
      {signedIn && isAffiliate ? <Link to="/affiliate">Affiliate</Link> : null}
      {signedIn ? (
        <Link to="/dashboard">Dashboard</Link>
      ) : (
        <>
          <Link to="/login">Log in</Link>
          <Link to="/sign-up">Sign up</Link>
        </>
      )}
    </>
  );
}

export function SiteHeader() {
  return (
    <header className="border-zinc-800 border-b">
      <div className="container-site flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
        <Link to="/" className="font-bold text-lg tracking-tight">
          Reelcart
        </Link>
        <nav aria-label="Browse" className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {BROWSE.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className="hover:text-rose-400 aria-[current=page]:text-rose-400"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account" className="ml-auto flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to="/search">Search</Link>
          <CartBadge />
          <AccountLinks />
        </nav>
      </div>
    </header>
  );
}
