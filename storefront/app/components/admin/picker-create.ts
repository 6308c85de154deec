import { useEffect, useMemo } from 'react';
import { useFetcher } from 'react-router';
import type { FormFailure, FormResult } from '../../lib/admin/forms';
import { showToast } from '../../lib/platform/toast';
import type { PickerCreator } from './picker';

/**
 * A picker's "create" through the page's action (issue 33): posts `{ intent, name }` without
 * leaving the page (a fetcher), and hands the picker the record the action answers (`created`),
 * or the reason it was refused. The page's loaders run again afterwards, so its options list the
 * new record too. A success also says so in a toast.
 */
export function usePickerCreator(intent: string, noun: string): PickerCreator {
  const fetcher = useFetcher<FormResult>({ key: `picker:${intent}` });
  const data = fetcher.data;
  const pending = fetcher.state !== 'idle';
  useEffect(() => {
    if (data?.ok)
      void showToast(data.message, { id: `created:${intent}:${data.message}` }, 'success');
  }, [data, intent]);
  const { submit } = fetcher;
  return useMemo(
    () => ({
      noun,
      pending,
      create: (name: string) => void submit({ intent, name }, { method: 'post' }),
      error: data && !data.ok ? refusal(data, noun) : null,
      created: data?.ok ? (data.created ?? null) : null,
    }),
    [data, intent, noun, pending, submit],
  );
}

/** Why a picker's create was refused, said for someone who typed only a name. */
export function refusal(failure: FormFailure, noun: string): string {
  const { name, slug } = failure.fieldErrors;
  if (name) return name;
  if (slug === 'Enter a slug') return `Type a name with a letter or a digit to create the ${noun}.`;
  if (slug)
    return `Not created: another ${noun} already has the address this name gives (its slug). Choose it from the list, or create this one from its own page with another slug.`;
  return failure.formError ?? `The ${noun} was not created. Please try again.`;
}
