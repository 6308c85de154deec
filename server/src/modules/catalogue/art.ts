import { createRandom, hashString } from '../../platform/random';

export type ArtKind = 'videos' | 'series' | 'studios' | 'actresses' | 'categories' | 'banners';
export type ArtVariant = 'thumbnail' | 'cover' | 'image';
export const ART_KINDS: readonly ArtKind[] = [
  'videos',
  'series',
  'studios',
  'actresses',
  'categories',
  'banners',
];

const SIZES: Record<ArtVariant, [number, number]> = {
  thumbnail: [640, 360],
  cover: [400, 600],
  image: [400, 400],
};

export const artUrl = (kind: ArtKind, slug: string, variant: ArtVariant) =>
  `/api/art/${kind}/${slug}.${variant}.svg`;

/** Abstract generated artwork (gradients and shapes, no text, no images) seeded by kind and slug. */
export function renderArt(kind: ArtKind, slug: string, variant: ArtVariant): string {
  const random = createRandom(hashString(`${kind}/${slug}`));
  const [w, h] = kind === 'banners' ? [1600, 500] : SIZES[variant];
  const hue = random.int(0, 359);
  const hue2 = (hue + random.int(40, 160)) % 360;
  const shapes: string[] = [];
  const count = random.int(4, 9);
  for (let i = 0; i < count; i++) {
    const x = random.int(0, w);
    const y = random.int(0, h);
    const r = random.int(Math.round(Math.min(w, h) / 12), Math.round(Math.min(w, h) / 2.5));
    const shapeHue = (hue + random.int(0, 200)) % 360;
    const opacity = (0.15 + random.next() * 0.45).toFixed(2);
    shapes.push(
      random.chance(0.5)
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${shapeHue} 70% 60%)" fill-opacity="${opacity}"/>`
        : `<rect x="${x - r}" y="${y - r / 2}" width="${r * 2}" height="${r}" rx="${Math.round(r / 5)}" transform="rotate(${random.int(-45, 45)} ${x} ${y})" fill="hsl(${shapeHue} 60% 55%)" fill-opacity="${opacity}"/>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="Generated artwork">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 22%)"/><stop offset="1" stop-color="hsl(${hue2} 60% 38%)"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    ...shapes,
    '</svg>',
  ].join('');
}
