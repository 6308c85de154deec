import type { RouterContextProvider } from 'react-router';
import { adminLoad, adminLoadAll } from './admin.server';
import type { ListCall } from './resource';

type Context = Readonly<RouterContextProvider>;

/** What a list loader needs of a resource's list (see `ListSpec`). */
export interface ListSource<L> {
  call: ListCall<L>;
  query: (url: URL) => Record<string, string>;
  callQuery?: (query: Record<string, string>) => Record<string, string | number>;
  defaults?: Record<string, string>;
  pageSize?: number;
  csv?: boolean;
}

/**
 * The loader of a resource's list: the page the URL asks for (filters, sort and page from the
 * URL, the resource's defaults under them), or with `?export=csv` every matching row (100 a call,
 * at most 100 calls) when the resource exports CSV (decision 026).
 */
export async function loadResourceList<L extends { items: unknown[]; totalPages?: number }>(
  source: ListSource<L>,
  context: Context,
  url: URL,
): Promise<{ exportRows: L['items'] } | { list: L; query: Record<string, string> }> {
  const query = source.query(url);
  const sent = { ...source.defaults, ...(source.callQuery ? source.callQuery(query) : query) };
  if (source.csv && url.searchParams.get('export') === 'csv')
    return { exportRows: await adminLoadAll(context, url, source.call, sent) };
  const list = await adminLoad(context, url, source.call, {
    query: { ...sent, ...(source.pageSize ? { limit: source.pageSize } : {}) },
  });
  return { list, query };
}
