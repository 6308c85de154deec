import { Link, useLocation } from 'react-router';

/** A screen whose data could not be loaded: the reason and a retry (the same URL again). */
export function LoadError({ message }: { message: string }) {
  const { pathname, search } = useLocation();
  return (
    <div role="alert" className="mt-6 rounded-md border border-rose-900 p-6">
      <p>{message}</p>
      <p className="mt-4">
        <Link to={pathname + search} reloadDocument className="btn btn-outline">
          Try again
        </Link>
      </p>
    </div>
  );
}
