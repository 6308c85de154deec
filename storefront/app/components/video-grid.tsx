import { VideoCard, type VideoCardData } from './video-card';

/** The first row on a phone: the cards that may be the largest paint of the page's main grid. */
const LEAD_CARDS = 2;

/**
 * Video cards in a responsive grid (2 columns at 360 px, up to 6 wide). `lead`: the page's main
 * grid, at the top of the page; its first row is fetched first (lib/lead-image.ts).
 */
export function VideoGrid({
  videos,
  label,
  lead = false,
}: {
  videos: VideoCardData[];
  label?: string;
  lead?: boolean;
}) {
  if (videos.length === 0) return <p className="mt-6 text-zinc-400">No videos found.</p>;
  return (
    <ul
      aria-label={label}
      className="mt-6 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
    >
      {videos.map((video, index) => (
        <li key={video._id}>
          <VideoCard video={video} eager={index < 6} lead={lead && index < LEAD_CARDS} />
        </li>
      ))}
    </ul>
  );
}
