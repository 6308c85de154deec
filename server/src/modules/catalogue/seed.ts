import { createRandom, slugify } from '../../platform/random';

/** Neutral placeholder vocabulary: nothing in the seeded catalogue is explicit. */
const ADJECTIVES = [
  'Quiet',
  'Golden',
  'Velvet',
  'Distant',
  'Silver',
  'Hidden',
  'Bright',
  'Gentle',
  'Midnight',
  'Crimson',
  'Azure',
  'Painted',
  'Winter',
  'Summer',
  'Electric',
  'Lunar',
  'Amber',
  'Silent',
  'Wandering',
  'Paper',
  'Glass',
  'Northern',
  'Coastal',
  'Secret',
] as const;
const NOUNS = [
  'Harbor',
  'Horizon',
  'Garden',
  'Letters',
  'Lanterns',
  'Avenue',
  'Orchard',
  'Tides',
  'Echoes',
  'Meadow',
  'Skyline',
  'Station',
  'Voyage',
  'Festival',
  'Canvas',
  'Rhythm',
  'Lighthouse',
  'Valley',
  'Carousel',
  'Postcards',
  'Compass',
  'Atelier',
  'Terrace',
  'Reverie',
] as const;
const STUDIO_WORDS = [
  'Northlight',
  'Bluebird',
  'Cedar Lane',
  'Paper Moon',
  'Red Kite',
  'Silverline',
  'Harborview',
  'Foxglove',
  'Stillwater',
  'Brightside',
  'Oakhouse',
  'Lumen',
] as const;
const FIRST_NAMES = [
  'Ava',
  'Mia',
  'Luna',
  'Nora',
  'Ivy',
  'Elena',
  'Sofia',
  'Clara',
  'Maya',
  'Iris',
  'Lena',
  'Rosa',
  'Aiko',
  'Yuna',
  'Hana',
  'Emi',
  'Sara',
  'Lila',
  'Vera',
  'Zoe',
] as const;
const LAST_NAMES = [
  'Hart',
  'Vale',
  'Rivers',
  'Stone',
  'Brooks',
  'Lane',
  'Frost',
  'Wells',
  'Moreau',
  'Sato',
  'Tanaka',
  'Kimura',
  'Reyes',
  'Novak',
  'Lind',
  'Marsh',
] as const;
export const CATEGORY_NAMES = [
  'Drama',
  'Romance',
  'Comedy',
  'Travel',
  'Music',
  'Vintage',
  'Outdoor',
  'City Life',
  'Dance',
  'Fashion',
  'Behind the Scenes',
  'Anthology',
  'Seasonal',
  'Cinematic',
  'Interview',
  'Classic',
] as const;

export const RESOLUTIONS = ['SD', 'HD', 'FHD', '4K'] as const;
const BASE_PRICE_CENTS = { SD: 999, HD: 1499, FHD: 1999, '4K': 2499 } as const;
export const RENTAL_RESOLUTION = 'HD';
export const RENTAL_HOURS = 72;

export interface CatalogueCounts {
  videos: number;
  studios: number;
  series: number;
  actresses: number;
  categories: number;
}

export const DEFAULT_COUNTS: CatalogueCounts = {
  videos: 240,
  studios: 12,
  series: 30,
  actresses: 60,
  categories: CATEGORY_NAMES.length,
};

const pad = (n: number, width = 4) => String(n).padStart(width, '0');

/** The whole seeded catalogue as rows, generated from a fixed seed. */
export function generateCatalogue(counts: CatalogueCounts = DEFAULT_COUNTS, seed = 20_260_101) {
  const random = createRandom(seed);
  const studios = STUDIO_WORDS.slice(0, counts.studios).map((word, i) => ({
    id: `std_${pad(i + 1, 2)}`,
    slug: slugify(`${word} studio`),
    name: `${word} Studio`,
    description: `${word} Studio makes placeholder films for the Reelcart demo catalogue.`,
  }));
  const usedNames = new Set<string>();
  const actresses = Array.from({ length: counts.actresses }, (_, i) => {
    let name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    while (usedNames.has(name)) name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    usedNames.add(name);
    return {
      id: `act_${pad(i + 1, 3)}`,
      slug: slugify(name),
      name,
      description: `${name} is a fictional performer of the demo catalogue.`,
    };
  });
  const categories = CATEGORY_NAMES.slice(0, counts.categories).map((name, i) => ({
    id: `cat_${pad(i + 1, 2)}`,
    slug: slugify(name),
    name,
    description: `Placeholder videos filed under ${name}.`,
  }));
  const seriesRows = Array.from({ length: counts.series }, (_, i) => {
    const name = `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[(i * 7) % NOUNS.length]} Series`;
    return {
      id: `ser_${pad(i + 1, 2)}`,
      slug: slugify(`${name} ${i + 1}`),
      name,
      description: `A placeholder series of short films.`,
      studioId: random.pick(studios).id,
    };
  });

  const videos = [];
  const products = [];
  const videoActresses = [];
  const videoCategories = [];
  for (let i = 1; i <= counts.videos; i++) {
    const inSeries = random.chance(0.6) ? random.pick(seriesRows) : undefined;
    const studioId = inSeries?.studioId ?? random.pick(studios).id;
    const title = `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${romanNumeral(1 + (i % 5))}`;
    const id = `vid_${pad(i)}`;
    const studioIndex = Number(studioId.slice(4));
    const month = 1 + ((i * 5) % 12);
    const day = 1 + ((i * 11) % 28);
    videos.push({
      id,
      slug: slugify(`${title} ${pad(i)}`),
      title,
      description: `${title} is a neutral placeholder film in the Reelcart demo catalogue.`,
      dvdId: `RC${pad(studioIndex, 2)}-${pad(i, 3)}`,
      studioId,
      seriesId: inSeries?.id ?? null,
      releaseDate: `${2018 + (i % 8)}-${pad(month, 2)}-${pad(day, 2)}`,
      durationMinutes: random.int(18, 140),
      featured: i % 17 === 0,
    });
    const markup = random.int(0, 4) * 100;
    for (const resolution of RESOLUTIONS) {
      products.push({
        id: `prd_${pad(i)}_own_${resolution.toLowerCase()}`,
        videoId: id,
        orderType: 'own',
        resolution,
        priceCents: BASE_PRICE_CENTS[resolution] + markup,
        download: resolution !== 'SD' || i % 2 === 0,
        stream: true,
        rentalHours: null,
      });
    }
    products.push({
      id: `prd_${pad(i)}_rental`,
      videoId: id,
      orderType: 'rental',
      resolution: RENTAL_RESOLUTION,
      priceCents: 399 + markup / 4,
      download: false,
      stream: true,
      rentalHours: RENTAL_HOURS,
    });
    for (const actress of random.sample(actresses, random.int(1, 3))) {
      videoActresses.push({ videoId: id, actressId: actress.id });
    }
    for (const category of random.sample(categories, random.int(1, 3))) {
      videoCategories.push({ videoId: id, categoryId: category.id });
    }
  }
  const banners = [0, 1, 2, 3].map((n) => ({
    id: `ban_${n + 1}`,
    slug: `banner-${n + 1}`,
    title: ['New this week', 'Studio spotlight', 'Series marathon', 'Own it in 4K'][n] ?? 'Banner',
    subtitle: 'Placeholder promotion for the demo storefront',
    linkUrl:
      ['/videos', `/studios/${studios[n]?.slug ?? ''}`, '/series', '/videos?resolution=4K'][n] ??
      '/',
    position: n,
    active: true,
  }));
  return {
    studios,
    actresses,
    categories,
    series: seriesRows,
    videos,
    products,
    videoActresses,
    videoCategories,
    banners,
  };
}

function romanNumeral(n: number): string {
  return ['I', 'II', 'III', 'IV', 'V'][n - 1] ?? String(n);
}
