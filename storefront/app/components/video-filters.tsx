import type { FormEvent } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import {
  parseVideoListState,
  VIDEO_FILTER_KEYS,
  VIDEO_SORTS,
  type VideoFilterKey,
  type VideoListState,
  videoListSearch,
} from '../lib/catalogue/query';

export interface FilterOption {
  slug: string;
  name: string;
}

export type FilterOptions = Record<VideoFilterKey, FilterOption[]>;

const LABELS: Record<VideoFilterKey, string> = {
  category: 'Category',
  studio: 'Studio',
  actress: 'Actress',
  series: 'Series',
};

const FIELD = 'w-full rounded-md border border-zinc-700 bg-zinc-900 px-2 py-2 text-sm';

/**
 * The video list's filters and sort: a GET form, so it works without JavaScript; with it, the
 * URL is written clean (empty filters and defaults left out) and the page goes back to 1.
 */
export function VideoFilters({
  state,
  options,
  action = '/videos',
}: {
  state: VideoListState;
  options: FilterOptions;
  action?: string;
}) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [key, value] of form) if (typeof value === 'string') params.set(key, value);
    navigate(`${action}${videoListSearch({ ...parseVideoListState(params), page: 1 })}`);
  };
  return (
    <Form
      method="get"
      action={action}
      onSubmit={onSubmit}
      aria-label="Filter and sort videos"
      className="mt-4 grid grid-cols-2 items-end gap-3 sm:grid-cols-3 lg:grid-cols-6"
      // The form's fields reset to the URL's state whenever it changes.
      key={videoListSearch(state)}
    >
      {VIDEO_FILTER_KEYS.map((key) => (
        <div key={key} className="flex flex-col gap-1">
          <label htmlFor={`filter-${key}`} className="text-xs text-zinc-400">
            {LABELS[key]}
          </label>
          <select id={`filter-${key}`} name={key} defaultValue={state[key] ?? ''} className={FIELD}>
            <option value="">All</option>
            {options[key].map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-sort" className="text-xs text-zinc-400">
          Sort by
        </label>
        <select id="filter-sort" name="sort" defaultValue={state.sort} className={FIELD}>
          {VIDEO_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <button type="submit" className="btn btn-solid">
          Apply
        </button>
        <Link to={action} className="text-sm underline">
          Reset
        </Link>
      </div>
    </Form>
  );
}
