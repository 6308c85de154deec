import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fieldMessage } from './field-messages';
import { fieldErrorsOf } from './forms';

const Video = z.object({
  title: z.string().check(z.minLength(1)),
  priceCents: z.number().check(z.int(), z.minimum(1)),
  durationMinutes: z.number().check(z.int(), z.minimum(1)),
  slug: z
    .string()
    .check(z.regex(/^[a-z0-9-]+$/, 'Lower-case letters, digits and single hyphens only')),
});

describe('field messages say what to do (issue 33)', () => {
  it('a negative price, "abc", an empty duration: not "Invalid input"', () => {
    const errors = fieldErrorsOf(Video, {
      title: '',
      priceCents: -500,
      durationMinutes: Number.NaN,
      slug: 'Not A Slug',
    });
    expect(errors).toEqual({
      title: 'Enter the title',
      price: 'Enter a price of at least $0.01',
      durationMinutes: 'Enter the duration in minutes',
      slug: 'Lower-case letters, digits and single hyphens only',
    });
    expect(
      fieldErrorsOf(Video, { title: 'x', priceCents: Number.NaN, durationMinutes: 5, slug: 'a' }),
    ).toEqual({ price: 'Enter a price like 12.99' });
  });

  it('never answers zod’s generic wording', () => {
    for (const message of [
      'Invalid input',
      'Invalid input: expected string, received undefined',
      'Too small: expected number to be >=1',
    ]) {
      expect(fieldMessage('someField', { message, code: 'custom' })).not.toMatch(/^Invalid|^Too/);
    }
  });
});
