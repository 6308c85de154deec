import { describe, expect, it } from 'vitest';
import { refusal } from '../../components/admin/picker-create';
import { fieldErrorsOf } from '../../lib/admin/forms';
import { pickerCreates } from './picker-creates';

const formWith = (name: string) => {
  const form = new FormData();
  form.set('name', name);
  return form;
};

describe('the records a picker creates by name (issue 33)', () => {
  it.each(Object.entries(pickerCreates))(
    '%s: a name is a whole valid body, its slug suggested',
    (_, intent) => {
      const body = intent.body(formWith('  Ann Bell ')) as { name: string; slug: string };
      expect(fieldErrorsOf(intent.schema, body)).toEqual({});
      expect(body).toMatchObject({ name: 'Ann Bell', slug: 'ann-bell' });
    },
  );

  it('a name without a letter or digit is refused with what to type', () => {
    const intent = pickerCreates['create-actress'];
    if (!intent) throw new Error('no create-actress');
    const fieldErrors = fieldErrorsOf(intent.schema, intent.body(formWith('???')));
    const failure = {
      ok: false as const,
      fieldErrors,
      formError: null,
      values: {},
      intent: 'create-actress',
    };
    expect(refusal(failure, 'actress')).toBe(
      'Type a name with a letter or a digit to create the actress.',
    );
  });

  it("the server's slug refusal says what to do from the picker", () => {
    const failure = {
      ok: false as const,
      fieldErrors: { slug: 'That slug is already used by another actress: choose another.' },
      formError: 'That slug is already used by another actress: choose another.',
      values: {},
      intent: 'create-actress',
    };
    expect(refusal(failure, 'actress')).toMatch(
      /^Not created: another actress already has .* Choose it from the list/,
    );
  });
});
