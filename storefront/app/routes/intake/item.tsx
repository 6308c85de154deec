import { useEffect, useRef } from 'react';
import { Link, useActionData, useNavigate } from 'react-router';
import { intakeItemAction, loadIntakeItem } from '../../admin/intake/item.server';
import { AuditHistory } from '../../components/admin/audit-history';
import { Crumbs, itemHref, StateBadge } from '../../components/intake/intake-ui';
import { Decisions } from '../../components/intake/item-decisions';
import { ItemForm, type ItemFormResult } from '../../components/intake/item-form';
import { pageMeta } from '../../lib/platform/page-meta';
import { missingText } from '../../lib/platform/words';
import type { Route } from './+types/item';

/** `/studiosconnect/{studio}/{batch}/{slug...}`: the queue beside one item's form. */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadIntakeItem(context, url, params);
}

export function action({
  request,
  context,
  url,
  params,
}: Route.ActionArgs): Promise<ItemFormResult> {
  return intakeItemAction(request, context, url, params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(
    loaderData
      ? `Intake: ${loaderData.item.fields.title || loaderData.item.path}`
      : 'Studio intake',
  );
}

export default function IntakeItemPage({ loaderData }: Route.ComponentProps) {
  const { queue, item, options } = loaderData;
  const result = useActionData<typeof action>() as ItemFormResult | undefined;
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const index = queue.items.findIndex((i) => i.path === item.path);
  const prev = index > 0 ? queue.items[index - 1] : undefined;
  const next = index >= 0 ? queue.items[index + 1] : undefined;
  const href = (path: string) => itemHref(queue.studio.slug, queue.batch.slug, path);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        const save = formRef.current?.querySelector<HTMLButtonElement>('button[value="save"]');
        if (save) formRef.current?.requestSubmit(save);
        return;
      }
      const target = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || !target) return;
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (e.key === 'j' && next) navigate(href(next.path));
      if (e.key === 'k' && prev) navigate(href(prev.path));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <section aria-labelledby="page-title">
      <Crumbs
        items={[
          { label: 'Studio intake', to: '/studiosconnect' },
          { label: queue.studio.name, to: `/studiosconnect/${queue.studio.slug}` },
          {
            label: queue.batch.name,
            to: `/studiosconnect/${queue.studio.slug}/${queue.batch.slug}`,
          },
          { label: item.path },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <nav aria-label="Queue" className="order-2 lg:order-1">
          <h2 className="font-semibold">Queue</h2>
          <p className="text-xs text-zinc-400">J next, K previous, Ctrl/Cmd+S save.</p>
          <ol className="mt-2 flex max-h-[70vh] flex-col gap-1 overflow-y-auto text-sm">
            {queue.items.map((i) => (
              <li key={i.path}>
                <Link
                  to={href(i.path)}
                  aria-current={i.path === item.path ? 'page' : undefined}
                  className="block break-all rounded px-2 py-1 hover:bg-zinc-800 aria-[current=page]:bg-zinc-800"
                >
                  <span className="block">{i.title || i.path}</span>
                  <StateBadge state={i.state} />
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className="order-1 min-w-0 lg:order-2">
          <h1 id="page-title" className="break-all font-semibold text-2xl">
            {item.path}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <StateBadge state={item.state} />
            <span className="text-zinc-400">manifest line {item.line}</span>
            {item.missing.length && item.state !== 'published' ? (
              <span className="text-amber-300">{missingText(item.missing)}</span>
            ) : null}
            {item.rejectReason ? (
              <span className="text-rose-300">rejected: {item.rejectReason}</span>
            ) : null}
            {item.videoSlug ? (
              <Link to={`/admin/videos/${item.videoSlug}`} className="underline">
                its video
              </Link>
            ) : null}
            {item.videoPublished === false ? (
              <span className="text-amber-300">unpublished in the store</span>
            ) : null}
          </p>
          <ItemForm
            key={`${item.path}@${item.version}`}
            formRef={formRef}
            item={item}
            options={options}
            result={result}
            next={next?.path ?? null}
            storageKey={`reelcart:intake-draft:${queue.studio.slug}/${queue.batch.slug}/${item.path}@${item.version}`}
          />
          <Decisions item={item} result={result} />
          <AuditHistory entries={item.history} />
        </div>
      </div>
    </section>
  );
}
