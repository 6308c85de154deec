import { contract, type IntakeItem } from '@reelcart/contract/admin';
import { useEffect, useRef } from 'react';
import { Form, Link, redirect, useActionData, useNavigate } from 'react-router';
import { AuditHistory } from '../../components/admin/audit-history';
import { TextField } from '../../components/admin/fields';
import { Crumbs, itemHref, STATE_LABEL, StateBadge } from '../../components/intake/intake-ui';
import {
  ItemForm,
  type ItemFormResult,
  itemErrors,
  itemFromForm,
} from '../../components/intake/item-form';
import { adminLoad } from '../../lib/admin.server';
import { formValues } from '../../lib/admin-forms';
import { intakeWrite, pathOfSplat } from '../../lib/intake.server';
import { pageMeta } from '../../lib/page-meta';
import { safeRedirect } from '../../lib/safe-redirect';
import type { Route } from './+types/item';

/** `/studiosconnect/{studio}/{batch}/{slug...}`: the queue beside one item's form. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const path = pathOfSplat(params['*']);
  const where = { studio: params.studio, batch: params.batch };
  const [queue, item, options] = await Promise.all([
    adminLoad(context, url, contract.intakeBatch, { params: where }),
    adminLoad(context, url, contract.intakeItem, { params: where, query: { path } }),
    adminLoad(context, url, contract.adminOptions),
  ]);
  return { queue, item, options };
}

const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export async function action({
  request,
  context,
  url,
  params,
}: Route.ActionArgs): Promise<ItemFormResult | Response> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  const path = pathOfSplat(params['*']);
  const where = { studio: params.studio, batch: params.batch };
  if (intent === 'approve' || intent === 'reject') {
    const res = await intakeWrite(context, url, contract.intakeDecide, {
      params: where,
      body: { paths: [path], action: intent, reason: field(form, 'reason') },
    });
    if (!res.ok) return { intent, ok: false, message: res.message };
    const outcome = res.data.results[0];
    return {
      intent,
      ok: outcome?.ok ?? false,
      message: outcome?.ok
        ? intent === 'approve'
          ? 'Approved.'
          : 'Rejected.'
        : (outcome?.message ?? 'Refused.'),
    };
  }
  const fields = itemFromForm(form);
  const values = formValues(form);
  const fieldErrors = itemErrors(fields);
  if (Object.keys(fieldErrors).length)
    return {
      intent,
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors,
      values,
    };
  const res = await intakeWrite(context, url, contract.intakeSaveItem, {
    params: where,
    body: { path, version: Number(form.get('version')), fields },
  });
  if (!res.ok) {
    const field = res.field?.replace(/^fields\./, '') ?? null;
    return {
      intent,
      ok: false,
      message: res.message,
      values,
      conflict: res.code === 'STALE_VERSION',
      ...(field && field !== 'body'
        ? { fieldErrors: { [field]: res.message.replace(/^Invalid [\w.]+: /, '') } }
        : {}),
    };
  }
  const next = field(form, 'next');
  if (intent === 'save-next' && next) {
    // The next item's path comes from the form: one guard for every redirect taken from input.
    throw redirect(safeRedirect(itemHref(params.studio, params.batch, next), url.pathname));
  }
  return { intent, ok: true, message: `Saved: ${STATE_LABEL[res.data.state]}.` };
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
              <span className="text-amber-300">missing: {item.missing.join(', ')}</span>
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

function Decisions({ item, result }: { item: IntakeItem; result: ItemFormResult | undefined }) {
  const decided =
    result && (result.intent === 'approve' || result.intent === 'reject') ? result : undefined;
  if (item.state === 'published') return null;
  return (
    <section aria-labelledby="decide-title" className="mt-6 rounded border border-zinc-800 p-3">
      <h2 id="decide-title" className="font-semibold">
        Decision
      </h2>
      <div className="mt-2 flex flex-wrap items-end gap-4">
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="approve"
            className="btn btn-solid"
            disabled={item.missing.length > 0 || !(item.state === 'new' || item.state === 'ready')}
          >
            Approve
          </button>
        </Form>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <TextField label="Reason for rejecting" name="reason" defaultValue="" />
          <button
            type="submit"
            name="intent"
            value="reject"
            className="btn"
            disabled={item.state === 'rejected'}
          >
            Reject
          </button>
        </Form>
      </div>
      {decided ? (
        <p role={decided.ok ? 'status' : 'alert'} className="mt-2 text-sm">
          {decided.message}
        </p>
      ) : null}
    </section>
  );
}
