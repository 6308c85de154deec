import { SignOutButton } from '../../components/account/sign-out-buttons';
import { WhoAmI } from '../../components/account/who-am-i';
import { loadWhoAmI } from '../../lib/account/account.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/protected';

/** The spec's auth-checked page: who is signed in, from the API and the token's claims. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return loadWhoAmI(context, url);
}

export function meta() {
  return pageMeta('Protected page', 'Who is signed in.');
}

export default function Protected({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title" className="container-content px-0">
      <h1 id="page-title" className="font-semibold text-2xl">
        Protected page
      </h1>
      <p className="mt-2 text-zinc-400">You can see this page because you are signed in.</p>
      <WhoAmI {...loaderData} />
      <p className="mt-6">
        <SignOutButton />
      </p>
    </section>
  );
}
