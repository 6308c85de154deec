import type { RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The building blocks of `routes.ts`. Plain data with no build-time dependency, so the same table
 * drives React Router's route config, the route checks at request time and the e2e route crawl.
 */

export type LayoutName = 'default' | 'dashboard' | 'admin' | 'manager' | 'affiliate' | 'queueform';

/** How a route validates its own params; failing it is a fatal 404 'Page Not Found: {path}'. */
export type ParamRule = 'slug' | 'id';

export interface Page {
  /** The spec's path, e.g. `/videos/:slug`. */
  path: string;
  /** What the page is: its heading and document title. */
  title: string;
  /** The route module, relative to `app/`. */
  file: string;
  /** Named checks (see `guards.ts`); an unregistered name raises 'Unknown route middleware'. */
  checks: string[];
  /** Rules for the dynamic params, by param name. */
  params: Record<string, ParamRule>;
}

export interface LayoutGroup {
  layout: LayoutName;
  pages: Page[];
}

interface PageOptions {
  file: string;
  checks?: string[];
  params?: Record<string, ParamRule>;
}

export function page(path: string, title: string, options: PageOptions): Page {
  return {
    path,
    title,
    file: options.file,
    checks: options.checks ?? [],
    params: options.params ?? {},
  };
}

/** Pages sharing a layout; `checks` are added in front of each page's own. */
export function group(layout: LayoutName, checks: string[], pages: Page[]): LayoutGroup {
  return { layout, pages: pages.map((p) => ({ ...p, checks: [...checks, ...p.checks] })) };
}

/** The route id of a page: its path, so ids stay unique when pages share a module. */
export function pageId(path: string): string {
  return path === '/' ? 'page:/' : `page:${path}`;
}

/** React Router's route config for the table; unmatched paths end in `catchAll` inside the default layout. */
export function toRouteConfig(table: LayoutGroup[], catchAll: string): RouteConfigEntry[] {
  return table.map((group) => ({
    id: `layouts/${group.layout}`,
    file: `layouts/${group.layout}.tsx`,
    children: [
      ...group.pages.map((p): RouteConfigEntry => {
        const relative = p.path.replace(/^\//, '');
        return relative === ''
          ? { id: pageId(p.path), file: p.file, index: true }
          : // Case-sensitive: `/Admin/users` must not render the admin area on the store host.
            { id: pageId(p.path), file: p.file, path: relative, caseSensitive: true };
      }),
      ...(group.layout === 'default' ? [{ id: 'not-found', file: catchAll, path: '*' }] : []),
    ],
  }));
}

/** Every page of the table, flattened. */
export function allPages(table: LayoutGroup[]): Array<Page & { layout: LayoutName }> {
  return table.flatMap((g) => g.pages.map((p) => ({ ...p, layout: g.layout })));
}

/** The page whose pattern React Router matched (its `pattern` arg, e.g. `/videos/:slug`). */
export function findPage(
  table: LayoutGroup[],
  pattern: string,
): (Page & { layout: LayoutName }) | undefined {
  return pageFinder(table)(pattern);
}

/**
 * `findPage` over one table, its pages indexed once (a lookup per request, where `findPage`
 * flattens the table each time; issue 34). The first page of a path wins, as with `find`.
 */
export function pageFinder(
  table: LayoutGroup[],
): (pattern: string) => (Page & { layout: LayoutName }) | undefined {
  const byPath = new Map<string, Page & { layout: LayoutName }>();
  for (const p of allPages(table)) if (!byPath.has(p.path)) byPath.set(p.path, p);
  // React Router joins the matched routes' relative paths: `videos/:slug`, or `/` for the index.
  return (pattern) => byPath.get(pattern.startsWith('/') ? pattern : `/${pattern}`);
}
