import { Link } from 'react-router';
import { pageMeta } from '../lib/page-meta';

export function loader() {
  return null;
}

export function meta() {
  return pageMeta('Home', 'Browse, rent and buy videos from independent studios.');
}

const SECTIONS = [
  { to: '/videos', label: 'Videos', text: 'The whole catalogue, newest first.' },
  { to: '/series', label: 'Series', text: 'Videos that belong together.' },
  { to: '/studios', label: 'Studios', text: 'Who made them.' },
  { to: '/categories', label: 'Categories', text: 'Find a theme.' },
];

export default function Home() {
  return (
    <div className="container-content px-0">
      <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Welcome to Reelcart</h1>
      <p className="mt-2 max-w-prose text-zinc-400">
        Buy videos to own at the resolution you choose, or rent them for a while.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="block h-full rounded-lg border border-zinc-800 p-4 hover:border-rose-500"
            >
              <span className="font-semibold">{section.label}</span>
              <span className="mt-1 block text-sm text-zinc-400">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
