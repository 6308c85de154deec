import { Form, useNavigation } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { CopyField } from '../../components/affiliate/copy-field';
import { DataTable } from '../../components/charts/data-table';
import { loadLinks } from '../../lib/affiliate/affiliate.server';
import { formatCount, referralLink } from '../../lib/affiliate/format';
import { LINK_KINDS } from '../../lib/affiliate/link-kinds';
import { createLinkAction } from '../../lib/affiliate/links.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/link-generator';

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadLinks(context, url);
}

export function meta() {
  return pageMeta(
    'Link generator',
    'Make a referral link to any page, with a source and a sub-id.',
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return createLinkAction(request, context);
}

export default function LinkGeneratorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { links, code, origin } = loaderData;
  const navigation = useNavigation();
  const made = actionData?.link;
  const url = (l: { landingPage: string; source: string | null; subId: string | null }) =>
    referralLink(origin, l.landingPage, { code: code ?? '', source: l.source, subId: l.subId });
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Link generator
      </h1>
      {!links.ok ? (
        <LoadError message={links.message} />
      ) : (
        <>
          <Form method="post" className="mt-4 grid max-w-xl gap-3">
            <label className="text-sm">
              Landing page
              <select name="kind" className="input mt-1 block w-full" defaultValue="home">
                {LINK_KINDS.map((k) => (
                  <option key={k.id} value={k.id}>
                    {k.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm">
              Slug or title (for a video, studio, series, category or search)
              <input name="value" className="input mt-1 block w-full" maxLength={120} />
            </label>
            <label className="text-sm">
              Source
              <input
                name="source"
                className="input mt-1 block w-full"
                placeholder="e.g. newsletter"
                maxLength={40}
              />
            </label>
            <label className="text-sm">
              Sub-id (optional)
              <input name="subId" className="input mt-1 block w-full" maxLength={40} />
            </label>
            <p>
              <button
                type="submit"
                className="btn btn-solid"
                disabled={navigation.state === 'submitting'}
              >
                Make the link
              </button>
            </p>
            {actionData?.error ? (
              <p role="alert" className="text-rose-300">
                {actionData.error}
              </p>
            ) : null}
          </Form>
          {made ? <CopyField label="Your new link" value={url(made)} /> : null}
          <h2 className="mt-8 font-semibold text-lg">Links you made</h2>
          <DataTable
            caption="Links you made"
            rows={links.data.items}
            rowKey={(l) => l.id}
            empty="No links yet."
            columns={[
              { key: 'link', label: 'Link', value: (l) => url(l) },
              { key: 'made', label: 'Made', value: (l) => l.createdAt.slice(0, 10), kind: 'date' },
              {
                key: 'clicks',
                label: 'Clicks',
                value: (l) => formatCount(l.clicks),
                kind: 'count',
              },
              {
                key: 'unique',
                label: 'Unique',
                value: (l) => formatCount(l.uniqueClicks),
                kind: 'count',
              },
              {
                key: 'signups',
                label: 'Sign-ups',
                value: (l) => formatCount(l.signups),
                kind: 'count',
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
