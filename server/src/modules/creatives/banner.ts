import { hashString } from '../../platform/random';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A generated, neutral banner (gradient, headline, call to action) in the creative's size. */
export function renderCreative(creative: {
  id: string;
  width: number | null;
  height: number | null;
  headline: string;
}): string {
  const w = creative.width ?? 300;
  const h = creative.height ?? 250;
  const hue = hashString(creative.id) % 360;
  const size = Math.max(12, Math.min(Math.round(h / 4), Math.round(w / 14)));
  const button = Math.max(10, Math.round(size * 0.6));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(creative.headline)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,28%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,18%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<text x="50%" y="${h > 120 ? '40%' : '45%'}" fill="#fff" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeXml(creative.headline)}</text>
<text x="50%" y="${h > 120 ? '72%' : '80%'}" fill="hsl(${hue},90%,85%)" font-family="system-ui,sans-serif" font-size="${button}" text-anchor="middle" dominant-baseline="middle">Reelcart · Watch now ›</text>
</svg>`;
}
