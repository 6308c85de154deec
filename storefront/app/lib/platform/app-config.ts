/** The page's injected configuration (spec §7: calls go to a base URL from it). */
export interface AppConfig {
  apiBaseUrl: string;
  buildId: string;
  /** The CDN country header the API reads; the developer settings' spoofed country is sent in it. */
  countryHeader: string;
  /** Google sign-in (Google Identity Services) is offered only when a client id is configured. */
  googleClientId: string | null;
  /**
   * COOKIE_DOMAIN: the auth cookie's `Domain` (e.g. `.example.com`), so a sign-in in the browser
   * reaches the admin host too; null keeps it on the page's host.
   */
  cookieDomain: string | null;
  /** EMBED_ORIGINS: the sites the login may send a shopper back to (decision 097). */
  embedOrigins: string[];
}

export const DEFAULT_COUNTRY_HEADER = 'cf-ipcountry';

export const APP_CONFIG_GLOBAL = '__REELCART_CONFIG__';

/** The inline script that injects the configuration; `<` is escaped so it cannot close the tag. */
export function configScript(config: AppConfig): string {
  return `window.${APP_CONFIG_GLOBAL}=${JSON.stringify(config).replace(/</g, '\\u003c')}`;
}

/** The configuration in the browser (the API at this origin when the page carries none). */
export function readAppConfig(): AppConfig {
  const value: unknown = Reflect.get(window, APP_CONFIG_GLOBAL);
  const apiBaseUrl =
    typeof value === 'object' && value !== null ? Reflect.get(value, 'apiBaseUrl') : undefined;
  const buildId =
    typeof value === 'object' && value !== null ? Reflect.get(value, 'buildId') : undefined;
  const countryHeader =
    typeof value === 'object' && value !== null ? Reflect.get(value, 'countryHeader') : undefined;
  const googleClientId =
    typeof value === 'object' && value !== null ? Reflect.get(value, 'googleClientId') : undefined;
  const cookieDomain =
    typeof value === 'object' && value !== null ? Reflect.get(value, 'cookieDomain') : undefined;
  const embedOrigins: unknown =
    typeof value === 'object' && value !== null ? Reflect.get(value, 'embedOrigins') : undefined;
  return {
    apiBaseUrl: typeof apiBaseUrl === 'string' ? apiBaseUrl : '',
    buildId: typeof buildId === 'string' ? buildId : 'dev',
    countryHeader: typeof countryHeader === 'string' ? countryHeader : DEFAULT_COUNTRY_HEADER,
    googleClientId: typeof googleClientId === 'string' && googleClientId ? googleClientId : null,
    cookieDomain: typeof cookieDomain === 'string' && cookieDomain ? cookieDomain : null,
    embedOrigins: Array.isArray(embedOrigins)
      ? embedOrigins.filter((origin): origin is string => typeof origin === 'string')
      : [],
  };
}
