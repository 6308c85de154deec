import { lazy, Suspense, useEffect, useState } from 'react';

const ToasterView = lazy(() => import('./toaster-view').then((m) => ({ default: m.ToasterView })));

/** The toaster, loaded after hydration so sonner stays out of the initial JavaScript. */
export function AppToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
