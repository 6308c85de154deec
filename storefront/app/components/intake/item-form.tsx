import {
  type IntakeFields,
  IntakeFields as IntakeFieldsSchema,
  type IntakeItem,
} from '@reelcart/contract/admin';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { centsOf, fieldErrorsOf, formatCents } from '../../lib/admin/forms';
import { pick, pickList, TextField } from '../admin/fields';
import { Picker } from '../admin/picker';

const list = (form: FormData, name: string) =>
  String(form.get(name) ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
const chosen = (form: FormData, name: string) => form.getAll(name).map(String).filter(Boolean);
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
    // A picker with nothing chosen posts one empty value.
    performers: [...chosen(form, 'performers'), ...list(form, 'newPerformers')],
    categories: chosen(form, 'categories'),
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
    errors.durationMinutes = 'Enter the duration in minutes';
  if (errors.prices && Object.values(fields.prices).some((p) => Number.isNaN(p)))
    errors.prices = 'Enter prices like 12.99';
  return errors;
}

export type ItemFormResult = {
  intent: string;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string | string[]>;
  conflict?: boolean;
};

/** An intake item's form (`/studiosconnect/{studio}/{batch}/{slug...}`): fields, inline errors, a draft. */
export function ItemForm({
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
  result: ItemFormResult | undefined;
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
  // The pickers' choices from a restored draft (they hold their own state: remounted with these).
  const [restored, setRestored] = useState<Record<string, string[]> | null>(null);
  const [pickers, setPickers] = useState(0);
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
        const listOf = (v: string | string[] | undefined) =>
          (Array.isArray(v) ? v : v ? [v] : []).filter(Boolean);
        setRestored({ categories: listOf(data.categories), performers: listOf(data.performers) });
        setPickers((n) => n + 1);
        for (const el of Array.from(form.elements)) {
          if (
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
              // Back to the saved item in place: the controls' defaults are the server's values.
              localStorage.removeItem(storageKey);
              const form = formRef.current;
              form?.reset();
              setRestored(null);
              setPickers((n) => n + 1);
              setErrors({});
              setDraft('none');
              const title = form?.elements.namedItem('title');
              if (title instanceof HTMLElement) title.focus();
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
      <Picker
        key={`categories-${pickers}`}
        label="Categories"
        name="categories"
        multiple
        options={options.categories.map((c) => ({ value: c.slug, label: c.name }))}
        defaultValue={
          restored?.categories ?? pickList(values, 'categories', f.categories.map(categoryValue))
        }
        error={errors.categories}
      />
      <Picker
        key={`performers-${pickers}`}
        label="Performers"
        name="performers"
        multiple
        options={options.actresses.map((a) => ({ value: a.name, label: a.name }))}
        defaultValue={restored?.performers ?? pickList(values, 'performers', knownPerformers)}
        error={errors.performers}
        hint="From the catalogue; new ones go below."
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
                <a href="?" className="underline">
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
