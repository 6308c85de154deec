import {
  contract,
  type IntakePrices,
  IntakePrices as IntakePricesSchema,
  type ManifestPreview,
} from '@reelcart/contract/admin';
import { Form, Link, redirect, useActionData } from 'react-router';
import { TextField } from '../../components/admin/fields';
import { Counts, Crumbs, Progress } from '../../components/intake/intake-ui';
import { ManifestPreviewTable } from '../../components/intake/manifest-preview';
import { adminLoad } from '../../lib/admin.server';
import { centsOf, fieldErrorsOf, formatCents } from '../../lib/admin-forms';
import { intakeWrite } from '../../lib/intake.server';
import { pageMeta } from '../../lib/page-meta';
import { safeRedirect } from '../../lib/safe-redirect';
import type { Route } from './+types/studio';

/** `/studiosconnect/{studio}`: its batches, a manifest upload with a preview, its default prices. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return adminLoad(context, url, contract.intakeStudio, { params: { studio: params.studio } });
}

const PRICE_KEYS = ['sd', 'hd', 'fhd', 'uhd', 'rental'] as const;
const PRICE_LABEL: Record<(typeof PRICE_KEYS)[number], string> = {
  sd: 'SD',
  hd: 'HD',
  fhd: 'Full HD',
  uhd: '4K',
  rental: 'Rental (HD, 72 h)',
};

/** The defaults form → the call's body: empty is null (the built-in price). */
export function pricesFromForm(form: FormData): IntakePrices {
  const price = (k: string) => {
    const v = String(form.get(k) ?? '').trim();
    return v === '' ? null : centsOf(v);
  };
  return {
    sd: price('sd'),
    hd: price('hd'),
    fhd: price('fhd'),
    uhd: price('uhd'),
    rental: price('rental'),
  };
}

type ActionResult =
  | {
      intent: 'preview';
      preview: ManifestPreview;
      text: string;
      format: 'csv' | 'json';
      name: string;
    }
  | { intent: 'defaults'; ok: boolean; message: string; fieldErrors?: Record<string, string> }
  | { intent: 'preview' | 'import'; ok: false; message: string };

async function manifestOf(form: FormData) {
  const file = form.get('file');
  const pasted = String(form.get('text') ?? '');
  let text = pasted;
  let format = String(form.get('format') ?? 'csv') === 'json' ? 'json' : 'csv';
  if (file instanceof File && file.size > 0) {
    text = await file.text();
    if (file.name.toLowerCase().endsWith('.json')) format = 'json';
    if (file.name.toLowerCase().endsWith('.csv')) format = 'csv';
  }
  return { text, format: format as 'csv' | 'json', name: String(form.get('name') ?? '').trim() };
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const studio = { studio: params.studio };
  if (intent === 'defaults') {
    const body = pricesFromForm(form);
    const fieldErrors = fieldErrorsOf(IntakePricesSchema, body);
    if (Object.keys(fieldErrors).length)
      return {
        intent,
        ok: false,
        message: 'Please correct the prices.',
        fieldErrors,
      } satisfies ActionResult;
    const res = await intakeWrite(context, url, contract.intakeSetDefaults, {
      params: studio,
      body,
    });
    return {
      intent,
      ok: res.ok,
      message: res.ok ? 'Default prices saved.' : res.message,
    } satisfies ActionResult;
  }
  const manifest = await manifestOf(form);
  if (intent === 'preview') {
    const res = await intakeWrite(context, url, contract.intakePreview, {
      params: studio,
      body: { format: manifest.format, text: manifest.text },
    });
    if (!res.ok) return { intent, ok: false, message: res.message } satisfies ActionResult;
    return { intent, preview: res.data, ...manifest } satisfies ActionResult;
  }
  if (intent === 'import') {
    const res = await intakeWrite(context, url, contract.intakeImport, {
      params: studio,
      body: manifest,
    });
    if (!res.ok) return { intent, ok: false, message: res.message } satisfies ActionResult;
    throw redirect(
      safeRedirect(
        `/studiosconnect/${encodeURIComponent(params.studio)}/${encodeURIComponent(res.data.batch)}?imported=${res.data.rows.length}&problems=${res.data.problems.length}`,
        '/studiosconnect',
      ),
    );
  }
  return { intent: 'import', ok: false, message: 'Unknown action.' } satisfies ActionResult;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData ? `Intake: ${loaderData.studio.name}` : 'Studio intake');
}

export default function IntakeStudioPage({ loaderData }: Route.ComponentProps) {
  const { studio, batches, defaults } = loaderData;
  const result = useActionData<typeof action>() as ActionResult | undefined;
  return (
    <section aria-labelledby="page-title">
      <Crumbs items={[{ label: 'Studio intake', to: '/studiosconnect' }, { label: studio.name }]} />
      <h1 id="page-title" className="font-semibold text-2xl">
        {studio.name}: intake
      </h1>
      <section aria-labelledby="batches-title" className="mt-6">
        <h2 id="batches-title" className="font-semibold text-lg">
          Batches
        </h2>
        {batches.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-400">No batches yet: import a manifest below.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {batches.map((b) => (
              <li
                key={b.slug}
                className="flex flex-wrap items-center gap-4 rounded border border-zinc-800 p-3"
              >
                <Link
                  to={`/studiosconnect/${studio.slug}/${b.slug}`}
                  className="font-medium underline"
                >
                  {b.name}
                </Link>
                <span className="text-xs text-zinc-400">imported {b.createdAt.slice(0, 10)}</span>
                <Progress counts={b.counts} total={b.total} />
                <Counts counts={b.counts} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="upload-title" className="mt-8">
        <h2 id="upload-title" className="font-semibold text-lg">
          Import a manifest
        </h2>
        <p className="mt-1 text-sm text-zinc-400">
          CSV with a header line (path, title, description, performers, categories, series,
          release_date, duration, price_sd, price_hd, price_fhd, price_4k, price_rental; lists
          separated by |) or a JSON array of rows. You see the rows and their problems before
          anything is imported.
        </p>
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-3 grid gap-3 md:grid-cols-2"
          aria-label="Manifest"
        >
          <TextField
            label="Batch name"
            name="name"
            defaultValue={result?.intent === 'preview' && 'name' in result ? result.name : ''}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="manifest-format" className="text-sm">
              Format
            </label>
            <select
              id="manifest-format"
              name="format"
              defaultValue={result && 'format' in result ? result.format : 'csv'}
              className="rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm"
            >
              <option value="csv">CSV</option>
              <option value="json">JSON</option>
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="manifest-file" className="text-sm">
              Manifest file
            </label>
            <input
              id="manifest-file"
              name="file"
              type="file"
              accept=".csv,.json,text/csv,application/json"
              className="text-sm"
            />
          </div>
          <TextField
            label="…or paste it"
            name="text"
            multiline
            defaultValue={result && 'text' in result ? result.text : ''}
          />
          <div className="md:col-span-2">
            <button type="submit" name="intent" value="preview" className="btn btn-solid">
              Preview
            </button>
          </div>
        </Form>
        {result && 'ok' in result && !result.ok && result.intent !== 'defaults' ? (
          <p
            role="alert"
            className="mt-3 rounded border border-rose-700 bg-rose-950/40 p-3 text-sm"
          >
            {result.message}
          </p>
        ) : null}
        {result && 'preview' in result ? <ManifestPreviewTable result={result} /> : null}
      </section>

      <section aria-labelledby="defaults-title" className="mt-8">
        <h2 id="defaults-title" className="font-semibold text-lg">
          Default prices
        </h2>
        <p className="mt-1 text-sm text-zinc-400">
          Used when a row has no price. Empty uses the store's standard price.
        </p>
        <Form
          method="post"
          className="mt-3 flex flex-wrap items-end gap-3"
          aria-label="Default prices"
        >
          {PRICE_KEYS.map((k) => (
            <TextField
              key={k}
              label={PRICE_LABEL[k]}
              name={k}
              inputMode="decimal"
              defaultValue={defaults[k] === null ? '' : formatCents(defaults[k])}
              error={
                result?.intent === 'defaults' && 'fieldErrors' in result
                  ? result.fieldErrors?.[k]
                  : undefined
              }
            />
          ))}
          <button type="submit" name="intent" value="defaults" className="btn btn-solid">
            Save prices
          </button>
        </Form>
        {result?.intent === 'defaults' && 'message' in result ? (
          <p role={result.ok ? 'status' : 'alert'} className="mt-2 text-sm">
            {result.message}
          </p>
        ) : null}
      </section>
    </section>
  );
}
