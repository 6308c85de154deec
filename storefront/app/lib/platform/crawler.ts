import { createIsbotFromList, list } from 'isbot';

/**
 * Crawlers and link-preview bots (spec §2: they get a bare error status, not the error page).
 * isbot's list also matches every headless browser (`HeadlessChrome`), which is a person's
 * browser driven by a script or a test more often than an indexer: those get the error page like
 * any browser, so a 403 never shows as Chromium's own empty "access denied" page.
 */
const HEADLESS = 'headless';

export const isCrawler: (userAgent: string | null | undefined) => boolean = createIsbotFromList(
  list.filter((pattern) => pattern !== HEADLESS),
);
