import { preload } from 'react-dom';

/**
 * Props for the (eagerly loaded) image that is likely the page's largest contentful paint (the first banner, the
 * first cards of a page's main grid, a video's cover): fetched first and at high priority. The
 * `preload` puts a `<link rel="preload" as="image" fetchpriority="high">` in the server-rendered
 * head, so the request starts with the HTML's head, before the parser reaches the image and ahead
 * of the scripts; the image then paints before hydration's work begins (issue 21, decision 053).
 */
export function leadImageProps(src: string) {
  preload(src, { as: 'image', fetchPriority: 'high' });
  return { fetchPriority: 'high' } as const;
}
