import type { ReactNode } from 'react';

/**
 * A readable static page (FAQ, terms, policies): one heading, an optional lead and "last updated"
 * line, then the body. Headings inside are `h2`/`h3`; links are underlined.
 */
export function ContentPage({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead?: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby="page-title"
      className="mx-auto w-full max-w-3xl leading-relaxed [&_a:not(.btn)]:text-rose-300 [&_a:not(.btn)]:underline [&_dd]:mt-1 [&_dd]:text-zinc-300 [&_dt]:mt-4 [&_dt]:font-medium [&_h2]:mt-10 [&_h2]:font-semibold [&_h2]:text-xl [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-lg [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_p]:text-zinc-300 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
    >
      <h1 id="page-title" className="font-semibold text-3xl">
        {title}
      </h1>
      {updated ? <p className="text-sm text-zinc-400">Last updated: {updated}</p> : null}
      {lead ? <div className="mt-4 text-lg text-zinc-200">{lead}</div> : null}
      {children}
    </article>
  );
}

/** The date every policy page states as its last revision. */
export const POLICIES_UPDATED = '21 November 2026';
