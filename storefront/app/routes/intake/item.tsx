import {
  contract,
  type IntakeFields,
  IntakeFields as IntakeFieldsSchema,
  type IntakeItem,
} from '@reelcart/sdk/contract';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, redirect, useActionData, useNavigate } from 'react-router';
import { AuditHistory } from '../../components/admin/audit-history';
import { pick, pickList, SelectField, TextField } from '../../components/admin/fields';
import { Crumbs, itemHref, STATE_LABEL, StateBadge } from '../../components/intake/intake-ui';
import { adminLoad } from '../../lib/admin.server';
import { centsOf, fieldErrorsOf, formatCents, formValues } from '../../lib/admin-forms';
import { intakeWrite, pathOfSplat } from '../../lib/intake.server';
import { pageMeta } from '../../lib/page-meta';
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

const list = (form: FormData, name: string) =>
  String(form.get(name) ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const priceOf = (form: FormData, name: string) => {
  const v = text(form, name);
  return v === '' ? null : centsOf(v);
};

/** The item form → the call's fields (the browser and the action use the same conversion). */
export function itemFromForm(form: FormData): IntakeFields {
  const duration = text(form, 'durationMinutes');
  return {
    title: text(form, 'title'),
    description: text(form, 'description'),
    performers: [...form.getAll('performers').map(String), ...list(form, 'newPerformers')],
    categories: form.getAll('categories').map(String),
    series: text(form, 'series') || null,
    releaseDate: text(form, 'releaseDate') || null,
    durationMinutes:
      duration === '' ? null : /^\d+$/.test(duration) ? Number(duration) : Number.NaN,
    prices: {
      sd: priceOf(form, 'sd'),
      hd: priceOf(form, 'hd'),
      fhd: priceOf(form, 'fhd'),
      uhd: priceOf(form, 'uhd'),
      rental: priceOf(form, 'rental'),
    },
  };
}

/** The schema's messages, with the not-a-number cases said in words. */
export function itemErrors(fields: IntakeFields): Record<string, string> {
  const errors = fieldErrorsOf(IntakeFieldsSchema, fields);
  if (errors.durationMinutes && Number.isNaN(fields.durationMinutes))
    errors.durationMinutes = 'Enter a whole number of minutes';
  if (errors.prices && Object.values(fields.prices).some((p) => Number.isNaN(p)))
    errors.prices = 'Enter prices like 12.99';
  return errors;
}

type Result = {
  intent: string;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string | string[]>;
  conflict?: boolean;
};

export async function action({
  request,
  context,
  url,
  params,
}: Route.ActionArgs): Promise<Result | Response> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  const path = pathOfSplat(params['*']);
  const where = { studio: params.studio, batch: params.batch };
  if (intent === 'approve' || intent === 'reject') {
    const res = await intakeWrite(context, url, contract.intakeDecide, {
      params: where,
      body: { paths: [path], action: intent, reason: text(form, 'reason') },
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
  const next = text(form, 'next');
  if (intent === 'save-next' && next) throw redirect(itemHref(params.studio, params.batch, next));
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
  const result = useActionData<typeof action>() as Result | undefined;
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

function ItemForm({
  item,
  options,
  result,
  next,
  storageKey,
  formRef,
}: {
  item: IntakeItem;
  options: {
    actresses: { name: string }[];
    categories: { slug: string; name: string }[];
    series: { name: string }[];
  };
  result: Result | undefined;
  next: string | null;
  storageKey: string;
  formRef: React.RefObject<HTMLFormElement | null>;
}) {
  const failure =
    result && !result.ok && (result.intent === 'save' || result.intent === 'save-next')
      ? result
      : undefined;
  const values = failure?.values;
  const [errors, setErrors] = useState<Record<string, string>>(failure?.fieldErrors ?? {});
  const [draft, setDraft] = useState<'none' | 'restored'>('none');
  const published = item.state === 'published';
  const f = item.fields;
  const known = new Set(options.actresses.map((a) => a.name.toLowerCase()));
  const knownPerformers = f.performers.filter((p) => known.has(p.toLowerCase()));
  const newPerformers = f.performers.filter((p) => !known.has(p.toLowerCase()));
  const categoryValue = (c: string) =>
    options.categories.find(
      (o) => o.slug === c.toLowerCase() || o.name.toLowerCase() === c.toLowerCase(),
    )?.slug ?? c;
  const price = (cents: number | null) => (cents === null ? '' : formatCents(cents));

  // A draft of what was typed survives closing the page; a save clears it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (result?.ok && (result.intent === 'save' || result.intent === 'save-next'))
      localStorage.removeItem(storageKey);
    const saved = localStorage.getItem(storageKey);
    if (saved && !result) {
      try {
        const data = JSON.parse(saved) as Record<string, string | string[]>;
        for (const el of Array.from(form.elements)) {
          if (el instanceof HTMLSelectElement && el.multiple) {
            const v = data[el.name];
            const chosen = new Set(Array.isArray(v) ? v : v ? [v] : []);
            for (const o of Array.from(el.options)) o.selected = chosen.has(o.value);
          } else if (
            (el instanceof HTMLInputElement && el.type !== 'hidden') ||
            el instanceof HTMLTextAreaElement
          ) {
            const v = data[el.name];
            if (typeof v === 'string') el.value = v;
          }
        }
        setDraft('restored');
      } catch {
        localStorage.removeItem(storageKey);
      }
    }
    const onInput = () => {
      const data: Record<string, string | string[]> = {};
      for (const [k, v] of new FormData(form).entries()) {
        if (typeof v !== 'string' || k === 'version' || k === 'next') continue;
        const seen = data[k];
        data[k] = seen === undefined ? v : Array.isArray(seen) ? [...seen, v] : [seen, v];
      }
      localStorage.setItem(storageKey, JSON.stringify(data));
    };
    form.addEventListener('input', onInput);
    form.addEventListener('change', onInput);
    return () => {
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
    };
  }, [storageKey, result, formRef]);

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      aria-label="Item details"
      className="mt-4 grid gap-4 md:grid-cols-2"
      onSubmit={(e) => {
        const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const found = itemErrors(itemFromForm(new FormData(e.currentTarget, submitter)));
        setErrors(found);
        if (Object.keys(found).length) {
          e.preventDefault();
          const first = Object.keys(found)[0];
          const control = first ? e.currentTarget.elements.namedItem(first) : null;
          if (control instanceof HTMLElement) control.focus();
        }
      }}
    >
      <input type="hidden" name="version" value={item.version} />
      <input type="hidden" name="next" value={next ?? ''} />
      {draft === 'restored' ? (
        <p role="status" className="text-sm text-sky-300 md:col-span-2">
          Your unsaved draft of this item was restored.{' '}
          <button
            type="button"
            className="underline"
            onClick={() => {
              localStorage.removeItem(storageKey);
              window.location.reload();
            }}
          >
            Discard it
          </button>
        </p>
      ) : null}
      <TextField
        label="Title"
        name="title"
        defaultValue={pick(values, 'title', f.title)}
        error={errors.title}
      />
      <TextField
        label="Release date"
        name="releaseDate"
        type="date"
        defaultValue={pick(values, 'releaseDate', f.releaseDate ?? '')}
        error={errors.releaseDate}
      />
      <div className="md:col-span-2">
        <TextField
          label="Description"
          name="description"
          multiline
          defaultValue={pick(values, 'description', f.description)}
          error={errors.description}
        />
      </div>
      <TextField
        label="Duration (minutes)"
        name="durationMinutes"
        inputMode="numeric"
        defaultValue={pick(
          values,
          'durationMinutes',
          f.durationMinutes === null ? '' : String(f.durationMinutes),
        )}
        error={errors.durationMinutes}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="item-series" className="text-sm">
          Series
        </label>
        <input
          id="item-series"
          name="series"
          list="item-series-options"
          defaultValue={pick(values, 'series', f.series ?? '')}
          aria-invalid={errors.series ? true : undefined}
          aria-describedby={errors.series ? 'item-series-error' : 'item-series-hint'}
          className="rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm"
        />
        <datalist id="item-series-options">
          {options.series.map((s) => (
            <option key={s.name} value={s.name} />
          ))}
        </datalist>
        <span id="item-series-hint" className="text-xs text-zinc-400">
          Type to choose from the catalogue; a new name is created on publishing, after
          confirmation.
        </span>
        {errors.series ? (
          <span id="item-series-error" className="text-rose-400 text-xs">
            {errors.series}
          </span>
        ) : null}
      </div>
      <SelectField
        label="Categories"
        name="categories"
        multiple
        options={options.categories.map((c) => ({ value: c.slug, label: c.name }))}
        defaultValue={pickList(values, 'categories', f.categories.map(categoryValue))}
        error={errors.categories}
        hint="Type a name to jump to it; Ctrl/Shift + arrows or click to choose several."
      />
      <SelectField
        label="Performers"
        name="performers"
        multiple
        options={options.actresses.map((a) => ({ value: a.name, label: a.name }))}
        defaultValue={pickList(values, 'performers', knownPerformers)}
        error={errors.performers}
        hint="From the catalogue: type a name to jump to it."
      />
      <TextField
        label="New performers"
        name="newPerformers"
        defaultValue={pick(values, 'newPerformers', newPerformers.join(' | '))}
        hint="Not in the catalogue yet, separated by |; created on publishing after confirmation."
      />
      <fieldset className="grid grid-cols-2 gap-2 md:col-span-2 md:grid-cols-5">
        <legend className="text-sm">Prices (empty: the studio's default)</legend>
        {(['sd', 'hd', 'fhd', 'uhd', 'rental'] as const).map((k) => (
          <TextField
            key={k}
            label={{ sd: 'SD', hd: 'HD', fhd: 'Full HD', uhd: '4K', rental: 'Rental' }[k]}
            name={k}
            inputMode="decimal"
            defaultValue={pick(values, k, price(f.prices[k]))}
            error={errors.prices && k === 'sd' ? errors.prices : undefined}
          />
        ))}
      </fieldset>
      <div className="flex flex-col gap-2 md:col-span-2">
        {result && (result.intent === 'save' || result.intent === 'save-next') ? (
          <div role={result.ok ? 'status' : 'alert'} className="text-sm">
            {result.message}
            {result.conflict ? (
              <>
                {' '}
                <a href={window.location.pathname} className="underline">
                  Load the latest version
                </a>
              </>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="save"
            className="btn btn-solid"
            disabled={published}
          >
            Save
          </button>
          <button
            type="submit"
            name="intent"
            value="save-next"
            className="btn"
            disabled={published || !next}
          >
            Save and next
          </button>
        </div>
        {published ? (
          <p className="text-sm text-zinc-400">Published: edit it as a video in the back office.</p>
        ) : null}
      </div>
    </Form>
  );
}

function Decisions({ item, result }: { item: IntakeItem; result: Result | undefined }) {
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
