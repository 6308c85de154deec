import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOf, fieldLabel, fieldValue, missingText, money } from './words';

describe('words for people', () => {
  it('formats money with a true minus and thousands', () => {
    expect(money(-539)).toBe('−$5.39');
    expect(money(123456)).toBe('$1,234.56');
    expect(money(0)).toBe('$0.00');
  });

  // A formatted amount reads back as the same number of cents, whatever its sign and size.
  it('money round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const text = money(cents);
        const sign = text.startsWith('−') ? -1 : 1;
        expect(Math.round(Number(text.replace(/[−$,]/g, '')) * 100) * sign).toBe(cents);
      }),
    );
  });

  it('puts the noun in the right number', () => {
    expect(countOf(1, 'row')).toBe('1 row');
    expect(countOf(0, 'row')).toBe('0 rows');
    expect(countOf(3, 'item')).toBe('3 items');
    expect(countOf(2, 'series', 'series')).toBe('2 series');
  });

  it('names fields as people do', () => {
    expect(missingText(['releaseDate', 'durationMinutes'])).toBe('Missing: release date, duration');
    expect(missingText([])).toBe('');
    expect(fieldLabel('refundKey')).toBe('refund key');
    expect(fieldLabel('amountCents')).toBe('amount');
    expect(fieldLabel('someNewField')).toBe('some new field');
    expect(fieldValue('amountCents', -539)).toBe('−$5.39');
    expect(fieldValue('paidAt', '2026-11-24T12:30:00.000Z')).toBe('2026-11-24 12:30 UTC');
    expect(fieldValue('published', true)).toBe('yes');
    expect(fieldValue('royaltyBps', 4500)).toBe('45 %');
    expect(fieldLabel('royaltyBps')).toBe('royalty rate');
    expect(fieldValue('title', null)).toBe('—');
  });

  // No label a person reads keeps a developer's camelCase or a `Cents` suffix.
  it('labels are lower-case words', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,8}([A-Z][a-z]{1,8}){0,3}$/).filter((f) => !/cents/i.test(f)),
        (field) => {
          expect(fieldLabel(field)).not.toMatch(/[A-Z]/);
          expect(fieldLabel(`${field}Cents`)).not.toMatch(/[A-Z]|cents$/);
        },
      ),
    );
  });
});
