import { ActressInput, CategoryInput, contract, StudioInput } from '@reelcart/contract/admin';
import type * as z from 'zod/mini';
import { trimmed } from '../../lib/admin/forms';
import { type AdminIntent, defineIntent, type Intents } from '../../lib/admin/resource';
import { slugFromName } from '../../lib/admin/slug';

/** Creates a record from its typed name; the rest of its body is `rest`. */
function byName<R extends z.ZodMiniType<{ _id: string; name: string }>>(
  noun: string,
  call: AdminIntent<R>['call'],
  schema: z.ZodMiniType,
  rest: Record<string, unknown>,
) {
  return defineIntent({
    call,
    schema,
    body: (form) => {
      const name = trimmed(form, 'name');
      return { name, slug: slugFromName(name), description: '', ...rest };
    },
    done: (data) => `${noun} ${data.name} created.`,
    extra: (data) => ({ created: { value: data._id, label: data.name } }),
  });
}

/**
 * Records a page's pickers create by name (issue 33, decision 102): an actress (performer), a
 * category or a studio through their own admin create calls, with the slug the name suggests and
 * the defaults their "new" pages start with (a category at position 0, a studio at the 5000 basis
 * points royalty). Series have no admin create call, so no picker creates one. The answer carries
 * the new record for the picker to choose (`created`).
 */
export const pickerCreates: Intents = {
  'create-actress': byName('Actress', contract.adminCreateActress, ActressInput, {
    photoUrl: null,
  }),
  'create-category': byName('Category', contract.adminCreateCategory, CategoryInput, {
    position: 0,
  }),
  'create-studio': byName('Studio', contract.adminCreateStudio, StudioInput, {
    logoUrl: null,
    royaltyBps: 5000,
  }),
};
