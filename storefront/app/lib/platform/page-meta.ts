/** A page's document title and description. */
export function pageMeta(title: string, description?: string) {
  return [
    { title: `${title} · Reelcart` },
    { name: 'description', content: description ?? `${title} on Reelcart.` },
  ];
}
