import { describe, expect, it } from 'vitest';
import { itemFromForm } from './item-form';

const formOf = (entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};

describe("an intake item's form → its fields (issue 33: performers and categories are pickers)", () => {
  it('a picker with nothing chosen (one empty value) is an empty list', () => {
    const fields = itemFromForm(
      formOf([
        ['categories', ''],
        ['performers', ''],
        ['newPerformers', ''],
      ]),
    );
    expect(fields.categories).toEqual([]);
    expect(fields.performers).toEqual([]);
  });

  it('chosen ones in order, then the new performers typed', () => {
    const fields = itemFromForm(
      formOf([
        ['categories', 'drama'],
        ['categories', 'comedy'],
        ['performers', 'Aiko Brooks'],
        ['newPerformers', 'Someone New | Another One'],
      ]),
    );
    expect(fields.categories).toEqual(['drama', 'comedy']);
    expect(fields.performers).toEqual(['Aiko Brooks', 'Someone New', 'Another One']);
  });
});
