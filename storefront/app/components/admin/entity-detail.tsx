import type { AuditEntry } from '@reelcart/contract/admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EntityNoun } from '../../lib/admin-entity.server';
import { AuditHistory } from './audit-history';

interface EntityWithVideos {
  name: string;
  videos: Array<{ slug: string; title: string; published: boolean }>;
  history: AuditEntry[];
}

/**
 * The page of a studio, actress or category in the back office: its name (or "New …"), its form,
 * and once it exists its videos (unpublished ones marked) and its history.
 */
export function EntityDetail({
  noun,
  entity,
  children,
}: {
  noun: EntityNoun;
  entity: EntityWithVideos | null;
  /** The entity's form. */
  children: ReactNode;
}) {
  const videosTitle = `${noun.one}-videos-title`;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        {entity ? entity.name : `New ${noun.one}`}
      </h1>
      {children}
      {entity ? (
        <>
          <section aria-labelledby={videosTitle} className="mt-8">
            <h2 id={videosTitle} className="font-semibold text-lg">
              Videos ({entity.videos.length})
            </h2>
            {entity.videos.length === 0 ? (
              <p className="mt-2 text-sm text-zinc-400">No videos yet.</p>
            ) : (
              <ul className="mt-2 columns-1 text-sm sm:columns-2">
                {entity.videos.map((v) => (
                  <li key={v.slug}>
                    <Link to={`/admin/videos/${v.slug}`} className="underline hover:text-rose-400">
                      {v.title}
                    </Link>
                    {v.published ? null : <span className="text-zinc-400"> (unpublished)</span>}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-2 text-sm">
              <Link to="/admin/videos/new" className="underline">
                Add a video
              </Link>
            </p>
          </section>
          <AuditHistory entries={entity.history} />
        </>
      ) : null}
    </section>
  );
}
