import { useAuth } from '@reelcart/sdk/react';
import { Link, NavLink } from 'react-router';
import { CartBadge } from './cart-badge';

const BROWSE = [
  { to: '/videos', label: 'Videos' },
  { to: '/series', label: 'Series' },
  { to: '/studios', label: 'Studios' },
  { to: '/actresses', label: 'Actresses' },
  { to: '/categories', label: 'Categories' },
];

export function SiteHeader() {
  // The SDK's auth state: the request's session on the server, the page's in the browser.
  const { isSignedIn: signedIn, session } = useAuth();
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
          {signedIn && session?.isAffiliate ? <Link to="/affiliate">Affiliate</Link> : null}
          {signedIn ? <Link to="/dashboard">Dashboard</Link> : <Link to="/login">Log in</Link>}
        </nav>
      </div>
    </header>
  );
}
