import { createContext, type ReactNode, useContext } from 'react';

/**
 * The store's origin as the back office sees it (`storeOrigin`, lib/platform/store-origin.ts). The
 * admin host serves only `/admin*` (its host rules send anything else back to `/admin`), so every
 * link from the back office to a page of the store names the store's origin — the rule the studio
 * intake links follow. Empty outside the admin shell (stories, the store host): links stay relative.
 */
const StoreOriginContext = createContext('');

export function StoreOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <StoreOriginContext.Provider value={origin}>{children}</StoreOriginContext.Provider>;
}

/** A store path (`/videos/x`) as an absolute address on the store's origin. */
export function useStoreHref(path: string): string {
  return `${useContext(StoreOriginContext)}${path}`;
}

/** A plain link to a page of the store (a full page load: it is another host). */
export function StoreLink({
  path,
  className,
  children,
}: {
  path: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={useStoreHref(path)} className={className}>
      {children}
    </a>
  );
}
