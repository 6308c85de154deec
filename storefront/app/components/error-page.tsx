import { Link } from 'react-router';
import type { ErrorView } from '../lib/platform/errors';

/** The error page of spec §2: status code, status message, message and two ways out. */
export function ErrorPage({
  status,
  statusMessage,
  message,
  as: Root = 'main',
}: ErrorView & { as?: 'main' | 'section' }) {
  return (
    <Root
      aria-labelledby="error-title"
      className="mx-auto flex min-h-[60vh] max-w-7xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <p className="font-bold text-6xl text-rose-500 tabular-nums">{status}</p>
      <h1 id="error-title" className="font-semibold text-2xl">
        {statusMessage}
      </h1>
      <p className="max-w-prose text-zinc-400">{message}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-outline">
          Return Home
        </Link>
        <Link to="/videos" className="btn btn-solid">
          Browse Videos
        </Link>
      </div>
    </Root>
  );
}
