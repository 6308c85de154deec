import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { followName, type SlugCheck, type SlugKind } from '../../lib/admin/slug';
import { CONTROL, Extra, useDescribed } from './fields';

/** How long the slug rests before it is checked (ms). */
export const SLUG_CHECK_DELAY = 400;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A record's slug field (issue 33): suggested from the form's `source` field (the name, a video's
 * title) while it is empty or still the suggestion, kept once the admin types their own (a record
 * that exists keeps its slug on a rename unless it is emptied); and
 * checked as they type (after `SLUG_CHECK_DELAY`) against the records of `kind` — another record's
 * slug is said with its name and what to do. The record's own slug (`own`) is never a clash. The
 * server refuses a taken slug either way (409).
 */
export function SlugField({
  kind,
  source,
  own,
  defaultValue,
  error,
  hint,
}: {
  kind: SlugKind;
  source: string;
  own: string | null;
  defaultValue: string;
  error?: string | undefined;
  hint?: string;
}) {
  const [slug, setSlug] = useState(defaultValue);
  const input = useRef<HTMLInputElement>(null);
  // The name follows into the slug: read from the form's input events, the name field untouched.
  useEffect(() => {
    const form = input.current?.form;
    const field = form?.elements.namedItem(source);
    if (!form || !(field instanceof HTMLInputElement)) return;
    let before = field.value;
    const onInput = (event: Event) => {
      if (event.target !== field) return;
      const [from, to] = [before, field.value];
      before = to;
      // A record that exists keeps its address on a rename unless its slug was emptied.
      setSlug((current) =>
        own !== null && current !== '' ? current : followName(current, from, to),
      );
    };
    form.addEventListener('input', onInput);
    return () => form.removeEventListener('input', onInput);
  }, [source, own]);

  const taken = useSlugTaken(kind, slug, own);
  const clash = taken
    ? `This slug is already used by ${taken}. Choose another one, for example with a year or a number added.`
    : undefined;
  const { id, describedBy } = useDescribed(error ?? clash, hint);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        Slug
      </label>
      <input
        ref={input}
        id={id}
        name="slug"
        value={slug}
        onChange={(e) => setSlug(e.target.value)}
        aria-invalid={error || clash ? true : undefined}
        aria-describedby={describedBy}
        className={CONTROL}
      />
      <Extra id={id} error={error ?? clash} hint={hint} />
    </div>
  );
}

/** Who has `slug` among `kind`'s records (not counting `own`), checked once typing rests. */
export function useSlugTaken(kind: SlugKind, slug: string, own: string | null): string | null {
  const fetcher = useFetcher<SlugCheck>({ key: `slug-check:${kind}` });
  const { load } = fetcher;
  const checkable = SLUG.test(slug) && slug !== own;
  useEffect(() => {
    if (!checkable) return;
    const timer = setTimeout(() => {
      void load(`/admin/slug-check?${new URLSearchParams({ kind, slug })}`);
    }, SLUG_CHECK_DELAY);
    return () => clearTimeout(timer);
  }, [checkable, kind, slug, load]);
  const answer = fetcher.data;
  return checkable && answer?.slug === slug && answer.kind === kind ? answer.takenBy : null;
}
