import type { ReactNode } from 'react';

/** A manager screen: its title, and `aria-busy` while the next period or grouping loads. */
export function ManagerPage({
  title,
  busy = false,
  children,
}: {
  title: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" aria-busy={busy}>
      <h1 id="page-title" className="font-semibold text-2xl">
        {title}
      </h1>
      {children}
    </section>
  );
}
