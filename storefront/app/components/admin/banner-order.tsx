import { type DragEvent, useEffect, useState } from 'react';

export interface OrderedBanner {
  _id: string;
  title: string;
  live: boolean;
}

/**
 * The banners' order, changed by dragging a row or with its Move up / Move down buttons (the
 * keyboard way); each change is announced and handed to `onChange` with every id, first to last.
 */
export function BannerOrder({
  banners,
  onChange,
  busy = false,
}: {
  banners: OrderedBanner[];
  onChange: (ids: string[]) => void;
  busy?: boolean;
}) {
  const [order, setOrder] = useState(banners);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => setOrder(banners), [banners]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    setOrder(next);
    setAnnouncement(`${item.title} moved to position ${to + 1} of ${next.length}.`);
    onChange(next.map((b) => b._id));
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, to: number) => {
    event.preventDefault();
    const from = order.findIndex((b) => b._id === dragged);
    setDragged(null);
    if (from >= 0) move(from, to);
  };

  return (
    <div>
      <ol className="flex flex-col gap-2" aria-busy={busy || undefined} data-testid="banner-order">
        {order.map((banner, index) => (
          <li
            key={banner._id}
            draggable
            onDragStart={(e) => {
              setDragged(banner._id);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', banner._id);
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => onDrop(e, index)}
            onDragEnd={() => setDragged(null)}
            className={`flex cursor-grab items-center gap-3 rounded-md border px-3 py-2 text-sm ${dragged === banner._id ? 'border-rose-400 opacity-60' : 'border-zinc-800'}`}
          >
            <span aria-hidden="true" className="text-zinc-400">
              ⋮⋮
            </span>
            <span className="tabular-nums text-zinc-400">{index + 1}.</span>
            <span className="flex-1">
              {banner.title}
              {banner.live ? null : <span className="text-zinc-400"> (not on the home page)</span>}
            </span>
            <button
              type="button"
              className="btn btn-outline min-h-0 px-2 py-1"
              aria-label={`Move ${banner.title} up`}
              disabled={index === 0 || busy}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="btn btn-outline min-h-0 px-2 py-1"
              aria-label={`Move ${banner.title} down`}
              disabled={index === order.length - 1 || busy}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
