import { LoadError } from '../../components/account/load-error';
import { CopyField } from '../../components/affiliate/copy-field';
import { loadMarketing } from '../../lib/affiliate/affiliate.server';
import { embedSnippet, referralLink } from '../../lib/affiliate/format';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/marketing';

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadMarketing(context, url);
}

export function meta() {
  return pageMeta('Marketing material', 'Banners and text links with your referral code.');
}

const escapeHtml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

export default function MarketingPage({ loaderData }: Route.ComponentProps) {
  const { creatives, code, origin } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Marketing material
      </h1>
      <p className="mt-2 text-sm text-zinc-400">
        Each code carries your referral code (dkr), the source “banner” or “textlink” and the
        creative’s id.
      </p>
      {code ? (
        <section
          aria-labelledby="embed-title"
          className="mt-6 rounded-md border border-zinc-800 p-4"
        >
          <h2 id="embed-title" className="font-semibold">
            Sell from your own site
          </h2>
          <p className="mt-2 text-sm text-zinc-400">
            Paste this into any page: visitors add videos there and pay on the store, and the clicks
            and sales are credited to your code as from your links.
          </p>
          <CopyField label="Cart code for your site" value={embedSnippet(origin, code)} multiline />
        </section>
      ) : null}
      {!creatives.ok ? (
        <LoadError message={creatives.message} />
      ) : creatives.data.items.length === 0 ? (
        <p className="mt-6">No creatives yet.</p>
      ) : (
        <ul className="mt-6 grid gap-8">
          {creatives.data.items.map((c) => {
            const link = referralLink(origin, c.landingPage, {
              code: code ?? '',
              source: c.kind === 'banner' ? 'banner' : 'textlink',
              creative: c.id,
            });
            const image = c.imageUrl ? new URL(c.imageUrl, origin).toString() : null;
            const snippet = image
              ? `<a href="${escapeHtml(link)}"><img src="${escapeHtml(image)}" width="${c.width}" height="${c.height}" alt="${escapeHtml(c.headline)}"></a>`
              : `<a href="${escapeHtml(link)}">${escapeHtml(c.headline)}</a>`;
            return (
              <li key={c.id} className="rounded-md border border-zinc-800 p-4">
                <h2 className="font-semibold">
                  {c.name}
                  {c.width && c.height ? (
                    <span className="ml-2 text-sm text-zinc-400">
                      {c.width}×{c.height}
                    </span>
                  ) : null}
                </h2>
                <div className="relative mt-3 overflow-x-auto">
                  {c.imageUrl ? (
                    <img
                      src={c.imageUrl}
                      width={c.width ?? undefined}
                      height={c.height ?? undefined}
                      alt={`Preview: ${c.headline}`}
                    />
                  ) : (
                    <p>
                      Preview: <span className="text-rose-300 underline">{c.headline}</span>
                    </p>
                  )}
                </div>
                <CopyField label={`Link code for ${c.name}`} value={snippet} multiline />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
