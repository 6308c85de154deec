import { createContext, useContext } from 'react';

/**
 * The stylesheet inlined in the document (docs/decisions/053-budgets-and-lighthouse.md): no
 * render-blocking request before the first paint. entry.server provides the built CSS's text in
 * production; in the browser the component reads back what the server rendered, so hydration
 * matches; with neither (development) it is the ordinary `<link rel="stylesheet">`.
 */
export const InlineCssContext = createContext<string | null>(null);

const APP_CSS_ID = 'app-css';

export function AppStyles({ href }: { href: string }) {
  const serverCss = useContext(InlineCssContext);
  const css =
    serverCss ??
    (typeof document === 'undefined'
      ? null
      : (document.getElementById(APP_CSS_ID)?.textContent ?? null));
  if (css === null) return <link rel="stylesheet" href={href} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet.
  return <style id={APP_CSS_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
