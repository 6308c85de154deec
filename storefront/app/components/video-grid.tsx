import { VideoCard, type VideoCardData } from './video-card';

/** Video cards in a responsive grid (2 columns at 360 px, up to 6 wide). */
export function VideoGrid({ videos, label }: { videos: VideoCardData[]; label?: string }) {
  if (videos.length === 0) return <p className="mt-6 text-zinc-400">No videos found.</p>;
  return (
    <ul
      aria-label={label}
      className="mt-6 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
    >
      {videos.map((video, index) => (
        <li key={video._id}>
          <VideoCard video={video} eager={index < 6} />
        </li>
      ))}
    </ul>
  );
}
