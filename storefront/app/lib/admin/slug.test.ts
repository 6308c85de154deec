import { SlugText } from '@reelcart/contract/admin';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { followName, SLUG_MAX, slugFromName } from './slug';

describe('the slug a name suggests (issue 33)', () => {
  it('reads like the name', () => {
    expect(slugFromName('Jane Doe')).toBe('jane-doe');
    expect(slugFromName('  Émilie  Côté ')).toBe('emilie-cote');
    expect(slugFromName('Moon & Stars, Vol. 2!')).toBe('moon-stars-vol-2');
    expect(slugFromName('???')).toBe('');
  });

  // Any name gives either nothing or a slug the contract accepts, at most SLUG_MAX long; and a
  // slug is its own suggestion (typing the suggestion back changes nothing).
  it('is empty or a valid slug, and a fixed point', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (name) => {
        const slug = slugFromName(name);
        if (slug !== '') expect(z.safeParse(SlugText, slug).success).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
        expect(slugFromName(slug)).toBe(slug);
      }),
    );
  });

  // Words of lower-case letters and digits come out joined by single hyphens, in order.
  it('joins plain words with hyphens whatever separates them', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    const gap = fc.stringMatching(/^[ _.,/&!-]{1,3}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 8 }), (parts) => {
        const name = parts.map(([w, g]) => `${w.toUpperCase()}${g}`).join('');
        expect(slugFromName(name)).toBe(parts.map(([w]) => w).join('-'));
      }),
    );
  });

  // Typing a name letter by letter into an empty slug leaves the slug the whole name's suggestion;
  // a slug the user typed themselves stays whatever the name becomes.
  it('follows the name until the user types their own slug', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (name, later) => {
        let slug = '';
        for (let i = 1; i <= name.length; i += 1)
          slug = followName(slug, name.slice(0, i - 1), name.slice(0, i));
        expect(slug).toBe(slugFromName(name));
        const own = `own-${slugFromName(name)}x`;
        expect(followName(own, name, later)).toBe(own);
      }),
    );
  });
});
