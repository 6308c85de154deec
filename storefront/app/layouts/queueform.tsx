import { Link, Outlet } from 'react-router';

/** Studio intake: a narrow, distraction-free frame for the batch queue forms. */
export default function QueueformLayout() {
  return (
    <>
      <header className="border-zinc-800 border-b">
        <div className="container-content flex items-center gap-4 py-3">
          <Link to="/studiosconnect" className="font-bold">
            Studio intake
          </Link>
          <Link to="/admin" className="ml-auto text-sm text-zinc-400 hover:text-zinc-100">
            Back to admin
          </Link>
        </div>
      </header>
      <main className="container-content py-6">
        <Outlet />
      </main>
    </>
  );
}
