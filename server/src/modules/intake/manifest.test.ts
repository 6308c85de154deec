import type { IntakeFields } from '@reelcart/contract/admin';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvRecords,
  ManifestError,
  missingFields,
  normalisePath,
  parseCsv,
  parseJson,
  parseManifest,
  pathToSlug,
  slugToPath,
} from './manifest';

const HEADER = 'path,title,description,performers,categories,series,release_date,duration,price_hd';

describe('item paths', () => {
  it('normalises separators, dots and Unicode form', () => {
    expect(normalisePath(' 2026-11\\scene-01//./main.mp4 ')).toEqual({
      ok: true,
      path: '2026-11/scene-01/main.mp4',
    });
    expect(normalisePath('Cafe\u0301 Nuit/Ëté 2026/clip one.mp4')).toEqual({
      ok: true,
      path: 'Café Nuit/Ëté 2026/clip one.mp4',
    });
  });

  it.each([
    ['../etc/passwd', '".."'],
    ['a/../../b.mp4', '".."'],
    ['a\\..\\b.mp4', '".."'],
    ['/abs/file.mp4', 'absolute'],
    ['C:/videos/file.mp4', 'absolute'],
    ['\\\\server\\share\\x.mp4', 'absolute'],
    ['a/b\u0000c.mp4', 'control'],
    ['a/b\nc.mp4', 'control'],
    ['a/b\u0085c.mp4', 'control'],
    ['folder/', 'folder'],
    ['', 'empty'],
    ['./.', 'empty'],
    ['a/ b.mp4', 'space'],
    [`${'x'.repeat(201)}.mp4`, '200'],
    [Array.from({ length: 21 }, () => 'a').join('/'), 'segments'],
  ])('refuses %j', (raw, why) => {
    const r = normalisePath(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain(why);
  });

  it('a normalised path is stable, relative, free of ".." and control characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (raw) => {
        const r = normalisePath(raw);
        if (!r.ok) return;
        expect(normalisePath(r.path)).toEqual(r);
        expect(r.path.startsWith('/')).toBe(false);
        expect(r.path.split('/')).not.toContain('..');
        expect(r.path.split('/')).not.toContain('');
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
        expect(/[\u0000-\u001f\u007f-\u009f]/.test(r.path)).toBe(false);
        expect(slugToPath(pathToSlug(r.path))).toBe(r.path);
      }),
      { numRuns: 3000 },
    );
  });

  it('the route slug encodes each segment and keeps the slashes', () => {
    expect(pathToSlug('Café Nuit/Ëté 2026/clip one.mp4')).toBe(
      'Caf%C3%A9%20Nuit/%C3%8Bt%C3%A9%202026/clip%20one.mp4',
    );
  });
});

describe('CSV manifests', () => {
  it('reads quoted fields with commas, quotes and newlines, and the line each record starts on', () => {
    const records = csvRecords('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 3, cells: ['two\nlines', 'z'] },
    ]);
  });

  it('takes the valid rows and reports the invalid ones with their line and reason', () => {
    const text = [
      HEADER,
      '2026-11/scene-01/main.mp4,First,Desc,Ann Example|Bea Sample,drama,Harbour,2026-11-01,90,12.99',
      '2026-11/scene-02/main.mp4,,,,,,,,',
      '../outside.mp4,Bad,,,,,,,',
      '2026-11/scene-03/main.mp4,Third,,,drama,,2026-02-30,,',
      '2026-11/scene-01/main.mp4,Repeat,,,,,,,',
      '2026-11/scene-04/main.mp4,Fourth,,,drama,,2026-11-02,abc,',
    ].join('\n');
    const { rows, problems } = parseCsv(text);
    expect(rows.map((r) => [r.line, r.path])).toEqual([
      [2, '2026-11/scene-01/main.mp4'],
      [3, '2026-11/scene-02/main.mp4'],
    ]);
    expect(rows[0]?.fields).toEqual({
      title: 'First',
      description: 'Desc',
      performers: ['Ann Example', 'Bea Sample'],
      categories: ['drama'],
      series: 'Harbour',
      releaseDate: '2026-11-01',
      durationMinutes: 90,
      prices: { sd: null, hd: 1299, fhd: null, uhd: null, rental: null },
    });
    expect(missingFields(rows[0]?.fields as IntakeFields)).toEqual([]);
    expect(missingFields(rows[1]?.fields as IntakeFields)).toEqual([
      'title',
      'releaseDate',
      'durationMinutes',
      'categories',
    ]);
    expect(problems).toEqual([
      { line: 4, reason: 'the path contains ".." (leaving the batch is not allowed)' },
      { line: 5, reason: 'releaseDate: not a real date' },
      { line: 6, reason: 'the path repeats line 2' },
      { line: 7, reason: 'the duration is not a whole number' },
    ]);
  });

  it.each([
    ['title,description\nA,B', 'path'],
    ['', 'empty'],
    ['path\n"never closed', 'never closed'],
    ['path,title\nx\u0000y,z', 'not UTF-8'],
    ['path,title\n\uFFFD\uFFFD,z', 'not UTF-8'],
  ])('refuses an unreadable manifest as a whole: %j', (text, why) => {
    expect(() => parseCsv(text)).toThrow(ManifestError);
    expect(() => parseCsv(text)).toThrow(why);
  });

  it('refuses more rows than one batch takes', () => {
    const text = `path\n${Array.from({ length: 2001 }, (_, i) => `f${i}.mp4`).join('\n')}`;
    expect(() => parseCsv(text)).toThrow('more than 2000 rows');
  });

  it('random text is either a ManifestError or rows and problems, never anything else (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 300 }),
          fc.string({ maxLength: 300 }).map((s) => `path,title\n${s}`),
        ),
        fc.constantFrom('csv' as const, 'json' as const),
        (text, format) => {
          try {
            const { rows, problems } = parseManifest(format, text);
            for (const r of rows) expect(normalisePath(r.path)).toEqual({ ok: true, path: r.path });
            expect(rows.length + problems.length).toBeGreaterThan(0);
          } catch (e) {
            expect(e).toBeInstanceOf(ManifestError);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('JSON manifests', () => {
  it('reads an array of rows; lists may be arrays or |-separated text; prices are in units', () => {
    const { rows, problems } = parseJson(
      JSON.stringify([
        {
          path: 'a/b/c.mp4',
          title: 'T',
          performers: ['Ann'],
          categories: 'drama|comedy',
          release_date: '2026-01-02',
          duration: 61,
          price_4k: 24.99,
        },
        { path: '/abs.mp4' },
        'not a row',
        { path: 'x.mp4', duration: 1.5 },
      ]),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fields.categories).toEqual(['drama', 'comedy']);
    expect(rows[0]?.fields.prices.uhd).toBe(2499);
    expect(problems.map((p) => p.line)).toEqual([2, 3, 4]);
  });

  it('refuses JSON that is not a list of rows', () => {
    expect(() => parseJson('{"a":1}')).toThrow(ManifestError);
    expect(() => parseJson('[1,')).toThrow('not valid JSON');
  });
});
