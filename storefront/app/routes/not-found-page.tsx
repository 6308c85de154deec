import { data } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { pageMeta } from '../lib/platform/page-meta';

/** The /404 page itself: answers 404 so crawlers never index it. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return pageMeta('Page not found');
}

export default function NotFoundPage() {
  return (
    <ErrorPage
      status={404}
      statusMessage="Page not found"
      message="The page you are looking for does not exist."
    />
  );
}
