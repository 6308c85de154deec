import type { Order, OwnedVideo } from '@reelcart/sdk/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, orderStatusLabel } from '../../lib/account/format';
import { formatPrice, RESOLUTION_LABEL } from '../../lib/cart/product';
import { RentalCountdown } from './rental-countdown';

export const CARD = 'rounded-md border border-zinc-800 p-4';

/** One card of the dashboard: a titled region (its heading names it for screen readers). */
export function DashboardCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={CARD}>
      <h2 id={`${id}-title`} className="mb-3 font-semibold text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The newest orders, each a link to its details; a brand-new account is sent to the videos. */
export function RecentOrders({ orders, total }: { orders: readonly Order[]; total: number }) {
  if (orders.length === 0) {
    return (
      <>
        <p>You have no orders yet.</p>
        <p className="mt-3">
          <Link to="/videos" className="btn btn-solid">
            Browse videos
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <ul className="divide-y divide-zinc-900">
        {orders.map((order) => (
          <li key={order._id} className="flex flex-wrap items-baseline gap-x-4 py-2">
            <Link
              to={`/dashboard/orders/${encodeURIComponent(order.orderNumber)}`}
              className="font-medium"
            >
              {order.orderNumber}
            </Link>
            <time dateTime={order.createdAt} className="text-sm text-zinc-400">
              {formatDate(order.createdAt)}
            </time>
            <span className="text-sm">{orderStatusLabel(order)}</span>
            <span className="ml-auto tabular-nums">{formatPrice(order.total)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link to="/dashboard/orders">
          {total > orders.length ? `All ${total} orders` : 'All orders'}
        </Link>
      </p>
    </>
  );
}

/** Rentals still running, soonest to end first, with a live countdown. */
export function ActiveRentals({ videos, now }: { videos: readonly OwnedVideo[]; now: string }) {
  const rentals = activeRentals(videos);
  if (rentals.length === 0) {
    return <p>You have no active rentals.</p>;
  }
  return (
    <ul className="divide-y divide-zinc-900">
      {rentals.map((rental) => (
        <li
          key={`${rental.videoId}-${rental.expiresAt}`}
          className="flex flex-wrap items-baseline gap-x-4 py-2"
        >
          <Link to={`/videos/${encodeURIComponent(rental.slug)}`} className="font-medium">
            {rental.title}
          </Link>
          <span className="text-sm text-zinc-400">{RESOLUTION_LABEL[rental.resolution]}</span>
          <span className="ml-auto text-sm">
            <RentalCountdown expiresAt={rental.expiresAt} now={now} />
          </span>
        </li>
      ))}
    </ul>
  );
}

type Rental = OwnedVideo & { expiresAt: string };

/** Active rentals with an end, the soonest to end first. */
export function activeRentals(videos: readonly OwnedVideo[]): Rental[] {
  return videos
    .filter((v): v is Rental => v.orderType === 'rental' && v.active && Boolean(v.expiresAt))
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
}

/** How many different videos the account owns for good (rentals are counted apart). */
export function ownedVideoCount(videos: readonly OwnedVideo[]): number {
  return new Set(videos.filter((v) => v.orderType === 'own').map((v) => v.videoId)).size;
}

export function OwnedCount({ videos }: { videos: readonly OwnedVideo[] }) {
  const owned = ownedVideoCount(videos);
  return (
    <>
      <p>
        <span className="font-semibold text-3xl tabular-nums">{owned}</span>{' '}
        {owned === 1 ? 'video owned' : 'videos owned'}
      </p>
      <p className="mt-3 text-sm">
        {owned === 0 ? (
          <Link to="/videos">Find something to own</Link>
        ) : (
          <Link to="/dashboard/my-videos">Go to my videos</Link>
        )}
      </p>
    </>
  );
}
