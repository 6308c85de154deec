import { Link } from 'react-router';
import { DeveloperSettingsPanel } from './developer-settings-panel';

const LINKS = [
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
  { to: '/report', label: 'Report content' },
  { to: '/tos', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/2257', label: '2257' },
  { to: '/become-an-affiliate', label: 'Become an affiliate' },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-zinc-800 border-t text-sm text-zinc-400">
      <div className="container-site flex flex-wrap items-center gap-x-4 gap-y-2 py-6">
        <nav aria-label="Site">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-zinc-100">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="ml-auto">Adults only (18+). RTA labelled.</p>
        <DeveloperSettingsPanel />
      </div>
    </footer>
  );
}
