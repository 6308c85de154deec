import {
  type AdminCreative,
  AdminCreativeInput,
  AdminCreativeUpdate,
} from '@reelcart/contract/admin';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import {
  BANNER_SIZE_HINT,
  CREATIVE_PERIODS,
  creativeFromForm,
  formatRate,
} from '../../admin/resources/creatives';
import { type FormResult, useClientValidation } from '../../lib/admin/forms';
import { AuditHistory } from './audit-history';
import { sizeOf } from './creatives-list';
import { CheckField, pick, SaveMessage, TextField } from './fields';

/** `/admin/creatives/{id}` (and `/new`): the creative's figures, its form and its history. */
export function CreativeDetail({
  creative,
  result,
  created = false,
}: {
  creative: AdminCreative | null;
  result: FormResult | undefined;
  created?: boolean;
}) {
  return (
    <section aria-labelledby="page-title">
      <p className="text-sm">
        <Link to="/admin/creatives" className="underline">
          ← All creatives
        </Link>
      </p>
      <h1 id="page-title" className="mt-2 font-semibold text-2xl">
        {creative ? creative.name : 'New creative'}
      </h1>
      {created ? (
        <p role="status" className="mt-2 text-emerald-400 text-sm">
          Creative created.
        </p>
      ) : null}
      {creative ? <CreativeFiguresPanel creative={creative} /> : null}
      <CreativeForm key={creative?.version ?? 'new'} creative={creative} result={result} />
      {creative ? <AuditHistory entries={creative.history} /> : null}
    </section>
  );
}

function CreativeFiguresPanel({ creative }: { creative: AdminCreative }) {
  const f = creative.figures;
  return (
    <section aria-labelledby="figures-title" className="mt-4">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="figures-title" className="font-semibold text-lg">
          Last {creative.days} days
        </h2>
        <Form method="get" className="flex items-end gap-2" aria-label="Period">
          <label className="flex flex-col gap-1 text-sm">
            Period
            <select
              name="days"
              defaultValue={String(creative.days)}
              className="rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 text-sm"
            >
              {CREATIVE_PERIODS.map((d) => (
                <option key={d} value={d}>
                  Last {d} days
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-outline">
            Show
          </button>
        </Form>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="creative-figures">
        {[
          ['Clicks', f.clicks],
          ['Unique clicks', f.uniqueClicks],
          ['Sales', f.conversions],
          ['Conversion', formatRate(f.conversionRate)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border border-zinc-800 p-3">
            <dt className="text-xs text-zinc-400">{label}</dt>
            <dd className="font-semibold text-xl">{value}</dd>
          </div>
        ))}
      </dl>
      {creative.imageUrl ? (
        <figure className="relative mt-4 overflow-x-auto">
          <img
            src={creative.imageUrl}
            width={creative.width ?? undefined}
            height={creative.height ?? undefined}
            alt={`Banner: ${creative.text}`}
          />
          <figcaption className="mt-1 text-xs text-zinc-400">
            {sizeOf(creative)}
            {creative.file
              ? ` · ${creative.file.contentType} · ${Math.ceil(creative.file.bytes / 1000)} KB`
              : ' · generated artwork'}
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}

function CreativeForm({
  creative,
  result,
}: {
  creative: AdminCreative | null;
  result: FormResult | undefined;
}) {
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values;
  const [kind, setKind] = useState(pick(values, 'kind', creative?.kind ?? 'banner'));
  // The image's checks are only the server's: its answer replaces the browser's errors.
  const { errors, onSubmit, onBlur, onFieldChange } = useClientValidation(
    creative ? AdminCreativeUpdate : AdminCreativeInput,
    (form) => creativeFromForm(form),
    failure?.fieldErrors,
  );
  const banner = kind === 'banner';
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onBlur={onBlur}
      onChange={onFieldChange}
      aria-label="Creative details"
      className="mt-6 grid gap-4 md:grid-cols-2"
      noValidate
    >
      {creative ? <input type="hidden" name="version" value={creative.version} /> : null}
      {creative ? <input type="hidden" name="kind" value={creative.kind} /> : null}
      <TextField
        label="Name"
        name="name"
        defaultValue={pick(values, 'name', creative?.name ?? '')}
        error={errors.name}
      />
      {creative ? (
        <p className="text-sm">
          <span className="text-zinc-400">Kind</span>
          <br />
          {creative.kind === 'banner' ? 'Banner' : 'Text link'} (a creative keeps its kind)
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor="creative-kind" className="text-sm">
            Kind
          </label>
          <select
            id="creative-kind"
            name="kind"
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            className="rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm"
          >
            <option value="banner">Banner</option>
            <option value="text">Text link</option>
          </select>
        </div>
      )}
      <TextField
        label={banner ? 'Alternative text' : 'Link text'}
        name="text"
        defaultValue={pick(values, 'text', creative?.text ?? '')}
        error={errors.text}
        hint={
          banner ? 'What the banner says, for people who cannot see it.' : 'The words of the link.'
        }
      />
      <TextField
        label="Landing page"
        name="landingPage"
        defaultValue={pick(values, 'landingPage', creative?.landingPage ?? '/')}
        error={errors.landingPage}
        hint="A store path, like /videos or /studios."
      />
      {banner ? (
        <FileField
          error={errors.image}
          hint={`${creative?.uploaded ? 'Choose a file to replace the image. ' : creative ? 'Choose a file to replace the generated artwork. ' : ''}${BANNER_SIZE_HINT}`}
        />
      ) : null}
      <div className="md:col-span-2">
        <CheckField
          label="Active (shown to affiliates on their marketing page)"
          name="active"
          defaultChecked={values ? pick(values, 'active', '') === 'on' : (creative?.active ?? true)}
        />
      </div>
      <div className="flex flex-col gap-2 md:col-span-2">
        <SaveMessage
          result={result}
          intent="save-creative"
          {...(creative ? { reloadHref: `/admin/creatives/${creative.id}` } : {})}
        />
        <button type="submit" className="btn btn-solid self-start">
          {creative ? 'Save creative' : 'Create creative'}
        </button>
      </div>
    </Form>
  );
}

function FileField({ error, hint }: { error?: string | undefined; hint: string }) {
  return (
    <div className="flex flex-col gap-1 md:col-span-2">
      <label htmlFor="creative-image" className="text-sm">
        Banner image
      </label>
      <input
        id="creative-image"
        name="image"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-invalid={error ? true : undefined}
        aria-describedby={`creative-image-hint${error ? ' creative-image-error' : ''}`}
        className="text-sm"
      />
      <span id="creative-image-hint" className="text-xs text-zinc-400">
        {hint}
      </span>
      {error ? (
        <span id="creative-image-error" className="text-rose-400 text-xs">
          {error}
        </span>
      ) : null}
    </div>
  );
}
