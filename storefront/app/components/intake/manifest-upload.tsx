import { Form } from 'react-router';
import type { StudioActionResult } from '../../admin/intake/studio';
import { TextField } from '../admin/fields';
import { ManifestPreviewTable } from './manifest-preview';

/**
 * A studio's manifest import: a file or pasted CSV/JSON, previewed (rows and problems) before
 * anything is imported; what was typed comes back with the preview.
 */
export function ManifestUpload({ result }: { result: StudioActionResult | undefined }) {
  return (
    <section aria-labelledby="upload-title" className="mt-8">
      <h2 id="upload-title" className="font-semibold text-lg">
        Import a manifest
      </h2>
      <p className="mt-1 text-sm text-zinc-400">
        CSV with a header line (path, title, description, performers, categories, series,
        release_date, duration, price_sd, price_hd, price_fhd, price_4k, price_rental; lists
        separated by |) or a JSON array of rows. You see the rows and their problems before anything
        is imported.
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
        <p role="alert" className="mt-3 rounded border border-rose-700 bg-rose-950/40 p-3 text-sm">
          {result.message}
        </p>
      ) : null}
      {result && 'preview' in result ? <ManifestPreviewTable result={result} /> : null}
    </section>
  );
}
