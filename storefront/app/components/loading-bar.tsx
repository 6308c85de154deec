import { useNavigation } from 'react-router';

/** A thin bar across the top while a navigation loads (indeterminate: React Router has no progress). */
export function LoadingBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="loading-bar fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-rose-500/20"
    >
      <div className="loading-bar__fill h-full bg-rose-500" />
    </div>
  );
}
