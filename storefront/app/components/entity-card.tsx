import type { CatalogueEntity } from '@reelcart/sdk/contract';
import { Link } from 'react-router';

/** What an entity card needs: a series, studio, actress or category. */
export interface EntityCardData {
  _id: string;
  slug: string;
  name: string;
  image: string;
  videoCount: number;
}

export function toEntityCard(entity: CatalogueEntity): EntityCardData {
  const { _id, slug, name, image, videoCount } = entity;
  return { _id, slug, name, image, videoCount };
}

/** An entity in a grid: artwork, name and how many videos it has; the whole card is the link. */
export function EntityCard({ entity, path }: { entity: EntityCardData; path: string }) {
  return (
    <article className="group relative flex flex-col gap-2">
      <img
        src={entity.image}
        alt=""
        width={200}
        height={200}
        loading="lazy"
        decoding="async"
        data-artwork
        className="aspect-square w-full rounded-md bg-zinc-800 object-cover"
      />
      <h2 className="font-medium text-sm leading-snug">
        <Link
          to={`${path}/${entity.slug}`}
          className="after:absolute after:inset-0 group-hover:text-rose-400"
        >
          {entity.name}
        </Link>
      </h2>
      <p className="text-xs text-zinc-400">
        {entity.videoCount} {entity.videoCount === 1 ? 'video' : 'videos'}
      </p>
    </article>
  );
}

/** Entity cards in a responsive grid. */
export function EntityGrid({
  entities,
  path,
  label,
}: {
  entities: EntityCardData[];
  path: string;
  label?: string;
}) {
  if (entities.length === 0) return <p className="mt-6 text-zinc-400">Nothing found.</p>;
  return (
    <ul
      aria-label={label}
      className="mt-6 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8"
    >
      {entities.map((entity) => (
        <li key={entity._id}>
          <EntityCard entity={entity} path={path} />
        </li>
      ))}
    </ul>
  );
}
