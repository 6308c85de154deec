import { Link } from 'react-router';
import { leadImageProps } from '../lib/catalogue/lead-image';

export interface BannerData {
  _id: string;
  title: string;
  subtitle: string;
  linkUrl: string;
  image: string;
}

/** The home page's banners: artwork with the title and subtitle over it, each a link. */
export function HomeBanners({ banners }: { banners: BannerData[] }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label="Promotions">
      <ul className="relative -mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto px-1 pb-2">
        {banners.map((banner, index) => (
          <li key={banner._id} className="w-full shrink-0 snap-start sm:w-[calc(50%-0.5rem)]">
            <Link
              to={banner.linkUrl}
              className="group relative block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-rose-400"
            >
              <img
                src={banner.image}
                alt=""
                width={1600}
                height={500}
                loading={index < 2 ? 'eager' : 'lazy'}
                {...(index === 0 ? leadImageProps(banner.image) : {})}
                data-artwork
                className="aspect-[16/5] w-full bg-zinc-800 object-cover"
              />
              <span className="absolute inset-x-0 bottom-0 block bg-gradient-to-t from-black/90 to-transparent p-3 pt-8">
                <span className="block font-semibold text-lg text-white group-hover:text-rose-300">
                  {banner.title}
                </span>
                <span className="block text-sm text-zinc-200">{banner.subtitle}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
