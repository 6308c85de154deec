import { type IntakeFields, IntakeFields as IntakeFieldsSchema } from '@reelcart/contract/admin';
import { parseWith } from '@reelcart/contract/store';

/**
 * Manifest parsing and item paths (decision 040). Pure functions: text in, rows and problems out.
 * A manifest that cannot be read at all (not text, not CSV/JSON, no `path` column, too many rows)
 * is a `ManifestError` — the import answers 400 and imports nothing. A readable manifest's bad rows
 * are problems with their line; its good rows are taken.
 */

export const MAX_ROWS = 2000;
export const MAX_PATH = 500;
export const MAX_SEGMENT = 200;
export const MAX_SEGMENTS = 20;

export class ManifestError extends Error {}

export type PathResult = { ok: true; path: string } | { ok: false; reason: string };

// C0 and C1 control characters, DEL, and the Unicode line/paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * An item's key inside its batch: trimmed, NFC, backslashes as slashes, repeated slashes and `.`
 * segments dropped. Refused: empty, absolute (`/…`, `C:…`, `//server`), any `..` segment, control
 * characters, a trailing slash (a folder), over 20 segments, a segment over 200 or a path over 500
 * characters. Spaces and non-ASCII letters are kept.
 */
export function normalisePath(raw: string): PathResult {
  if (CONTROL.test(raw)) return { ok: false, reason: 'the path contains control characters' };
  const text = raw.trim().normalize('NFC').replace(/\\/g, '/');
  if (text === '') return { ok: false, reason: 'the path is empty' };
  if (text.startsWith('/') || /^[A-Za-z]:/.test(text))
    return { ok: false, reason: 'the path is absolute: give it relative to the batch' };
  if (text.endsWith('/')) return { ok: false, reason: 'the path names a folder, not a file' };
  const segments = text.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..'))
    return { ok: false, reason: 'the path contains ".." (leaving the batch is not allowed)' };
  if (segments.some((s) => s.trim() !== s))
    return { ok: false, reason: 'a path segment starts or ends with a space' };
  if (segments.length === 0) return { ok: false, reason: 'the path is empty' };
  if (segments.length > MAX_SEGMENTS)
    return { ok: false, reason: `the path has more than ${MAX_SEGMENTS} segments` };
  if (segments.some((s) => s.length > MAX_SEGMENT))
    return { ok: false, reason: `a path segment is over ${MAX_SEGMENT} characters` };
  const path = segments.join('/');
  if (path.length > MAX_PATH)
    return { ok: false, reason: `the path is over ${MAX_PATH} characters` };
  return { ok: true, path };
}

/** The route's `{slug...}` for a path: each segment percent-encoded, joined with `/`. */
export const pathToSlug = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** The path back from the route's segments (the router hands them decoded or not). */
export function slugToPath(slug: string): string {
  return slug
    .split('/')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    })
    .join('/');
}

export interface ManifestRow {
  line: number;
  path: string;
  fields: IntakeFields;
}
export interface ParsedManifest {
  rows: ManifestRow[];
  problems: { line: number; reason: string }[];
}

/** Which fields an item still needs before it can be approved. */
export function missingFields(fields: IntakeFields): string[] {
  const missing: string[] = [];
  if (fields.title.trim() === '') missing.push('title');
  if (fields.releaseDate === null || !validDate(fields.releaseDate)) missing.push('releaseDate');
  if (fields.durationMinutes === null) missing.push('durationMinutes');
  if (fields.categories.length === 0) missing.push('categories');
  return missing;
}

export function validDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** CSV header names (case and spaces/underscores/hyphens ignored) → field. */
const COLUMNS: Record<string, string> = {
  path: 'path',
  file: 'path',
  title: 'title',
  description: 'description',
  performers: 'performers',
  actresses: 'performers',
  categories: 'categories',
  series: 'series',
  releasedate: 'releaseDate',
  release: 'releaseDate',
  duration: 'durationMinutes',
  durationminutes: 'durationMinutes',
  pricesd: 'sd',
  pricehd: 'hd',
  pricefhd: 'fhd',
  price4k: 'uhd',
  priceuhd: 'uhd',
  pricerental: 'rental',
};
const columnKey = (h: string) => COLUMNS[h.toLowerCase().replace(/[\s_-]/g, '')];

/** RFC 4180 records with the line each starts on; quoted fields may hold separators and newlines. */
export function csvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let fieldStarted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
      fieldStarted = false;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      if (!(cells.length === 1 && cells[0] === '')) records.push({ line: start, cells });
      cells = [];
      cell = '';
      fieldStarted = false;
      line++;
      start = line;
    } else {
      cell += ch;
      fieldStarted = true;
    }
  }
  if (quoted) throw new ManifestError(`Line ${start}: a quoted field is never closed.`);
  cells.push(cell);
  if (!(cells.length === 1 && cells[0] === '')) records.push({ line: start, cells });
  return records;
}

const list = (value: unknown): unknown =>
  typeof value === 'string'
    ? value
        .split(/[|;]/)
        .map((s) => s.trim())
        .filter((s) => s !== '')
    : value === undefined || value === null
      ? []
      : value;

function number(value: unknown, what: string, cents: boolean): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return cents ? Math.round(value * 100) : value;
  if (typeof value !== 'string') throw new Error(`${what} is not a number`);
  const t = value.trim();
  if (cents) {
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(t)) throw new Error(`${what} is not a price like 12.99`);
    return Math.round(Number(t) * 100);
  }
  if (!/^\d{1,5}$/.test(t)) throw new Error(`${what} is not a whole number`);
  return Number(t);
}

const optionalText = (value: unknown): unknown =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : value;

/** One row's values (by field) → its path and fields, or the reason it is refused. */
export function rowToItem(
  values: Record<string, unknown>,
): { ok: true; path: string; fields: IntakeFields } | { ok: false; reason: string } {
  const rawPath = values.path;
  if (typeof rawPath !== 'string' || rawPath.trim() === '')
    return { ok: false, reason: 'the path is missing' };
  const path = normalisePath(rawPath);
  if (!path.ok) return path;
  let candidate: Record<string, unknown>;
  try {
    const date = optionalText(values.releaseDate);
    candidate = {
      title: optionalText(values.title),
      description: optionalText(values.description),
      performers: list(values.performers),
      categories: list(values.categories),
      series: (() => {
        const s = optionalText(values.series);
        return s === '' ? null : s;
      })(),
      releaseDate: date === '' ? null : date,
      durationMinutes: number(values.durationMinutes, 'the duration', false),
      prices: {
        sd: number(values.sd, 'the SD price', true),
        hd: number(values.hd, 'the HD price', true),
        fhd: number(values.fhd, 'the FHD price', true),
        uhd: number(values.uhd, 'the 4K price', true),
        rental: number(values.rental, 'the rental price', true),
      },
    };
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
  const parsed = parseWith(IntakeFieldsSchema, candidate);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = issue?.path.map(String).join('.') || 'row';
    return { ok: false, reason: `${field}: ${issue?.message ?? 'invalid'}` };
  }
  if (parsed.data.releaseDate !== null && !validDate(parsed.data.releaseDate))
    return { ok: false, reason: 'releaseDate: not a real date' };
  return { ok: true, path: path.path, fields: parsed.data };
}

function collect(records: { line: number; values: Record<string, unknown> }[]): ParsedManifest {
  if (records.length === 0) throw new ManifestError('The manifest has no rows.');
  if (records.length > MAX_ROWS)
    throw new ManifestError(`The manifest has more than ${MAX_ROWS} rows: split it into batches.`);
  const rows: ManifestRow[] = [];
  const problems: ParsedManifest['problems'] = [];
  const seen = new Map<string, number>();
  for (const { line, values } of records) {
    const item = rowToItem(values);
    if (!item.ok) {
      problems.push({ line, reason: item.reason });
      continue;
    }
    const first = seen.get(item.path);
    if (first !== undefined) {
      problems.push({ line, reason: `the path repeats line ${first}` });
      continue;
    }
    seen.set(item.path, line);
    rows.push({ line, path: item.path, fields: item.fields });
  }
  return { rows, problems };
}

function checkText(text: string): void {
  // A decoded file that was not UTF-8 text shows replacement characters; binary shows NULs.
  if (text.includes('\uFFFD') || text.includes('\u0000'))
    throw new ManifestError(
      'The manifest is not UTF-8 text (it has bytes that are not characters): save it as UTF-8 CSV or JSON.',
    );
  if (text.trim() === '') throw new ManifestError('The manifest is empty.');
}

export function parseCsv(text: string): ParsedManifest {
  checkText(text);
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  const [header, ...body] = records;
  if (!header) throw new ManifestError('The manifest is empty.');
  const keys = header.cells.map(columnKey);
  if (!keys.includes('path'))
    throw new ManifestError(
      'The first line must name the columns, including "path" (e.g. path,title,description,performers,categories,series,release_date,duration,price_hd).',
    );
  return collect(
    body.map(({ line, cells }) => {
      const values: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        if (key && values[key] === undefined) values[key] = cells[i];
      });
      return { line, values };
    }),
  );
}

export function parseJson(text: string): ParsedManifest {
  checkText(text);
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new ManifestError('The manifest is not valid JSON.');
  }
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? (data as { items?: unknown }).items
      : undefined;
  if (!Array.isArray(list))
    throw new ManifestError('A JSON manifest is an array of rows (or an object with "items").');
  return collect(
    list.map((row, i) => {
      const values: Record<string, unknown> = {};
      if (row && typeof row === 'object' && !Array.isArray(row))
        for (const [k, v] of Object.entries(row)) {
          const key = columnKey(k);
          if (key && values[key] === undefined) values[key] = v;
        }
      else values.path = undefined;
      return { line: i + 1, values };
    }),
  );
}

export const parseManifest = (format: 'csv' | 'json', text: string): ParsedManifest =>
  format === 'csv' ? parseCsv(text) : parseJson(text);
