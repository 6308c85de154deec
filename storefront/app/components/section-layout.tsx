import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface SectionLink {
  to: string;
  label: string;
}

/** The shared frame of the dashboard, affiliate, manager and admin layouts: site header, side nav. */
export function SectionLayout({
  name,
  links,
  children,
}: {
  name: string;
  links: SectionLink[];
  children?: ReactNode;
}) {
  return (
    <>
      <SiteHeader />
      <div className="container-site flex flex-col gap-6 py-6 md:flex-row">
        <nav aria-label={name} className="md:w-56 md:shrink-0">
          <p className="mb-2 font-semibold text-xs text-zinc-400 uppercase tracking-wide">{name}</p>
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className="block rounded px-2 py-1 text-sm hover:bg-zinc-800 aria-[current=page]:bg-zinc-800 aria-[current=page]:text-rose-400"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="min-w-0 flex-1">{children ?? <Outlet />}</main>
      </div>
      <SiteFooter />
    </>
  );
}
