import { Link, useLocation } from 'react-router';
import { pageHref } from '../lib/catalogue/query';

/** Previous / next links for a paginated list; the page lives in the URL, other parameters kept. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4 text-sm">
      {page > 1 ? (
        <Link to={pageHref(pathname, search, page - 1)} rel="prev" className="btn btn-outline">
          Previous
        </Link>
      ) : null}
      <span aria-current="page">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={pageHref(pathname, search, page + 1)} rel="next" className="btn btn-outline">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
