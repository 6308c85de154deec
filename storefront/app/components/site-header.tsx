import { useAuth } from '@reelcart/sdk/react';
import { Link, NavLink } from 'react-router';
import { CartBadge } from './cart-badge';
import { useLiveCommerce, usePageViewer } from './deferred-commerce';

const BROWSE = [
  { to: '/videos', label: 'Videos' },
  { to: '/series', label: 'Series' },
  { to: '/studios', label: 'Studios' },
  { to: '/actresses', label: 'Actresses' },
  { to: '/categories', label: 'Categories' },
];

/** The SDK's auth state, once it runs. */
function LiveAccountLinks() {
  const { isSignedIn, session } = useAuth();
  return <AccountLinks signedIn={isSignedIn} isAffiliate={Boolean(session?.isAffiliate)} />;
}

function AccountLinks({ signedIn, isAffiliate }: { signedIn: boolean; isAffiliate: boolean }) {
  return (
    <>
      {signedIn && isAffiliate ? <Link to="/affiliate">Affiliate</Link> : null}
      {signedIn ? <Link to="/dashboard">Dashboard</Link> : <Link to="/login">Log in</Link>}
    </>
  );
}

export function SiteHeader() {
  // Signed in or not: the request's session (root loader) until the SDK runs, then the page's.
  const live = useLiveCommerce();
  const viewer = usePageViewer();
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
        <nav aria-label="Account" className="ml-auto flex gap-4 text-sm">
          <Link to="/search">Search</Link>
          <CartBadge />
          {live ? (
            <LiveAccountLinks />
          ) : (
            <AccountLinks signedIn={viewer.signedIn} isAffiliate={viewer.isAffiliate} />
          )}
        </nav>
      </div>
    </header>
  );
}
