import { ActressInput, CategoryInput, contract, StudioInput } from '@reelcart/contract/admin';
import { trimmed } from '../../lib/admin/forms';
import { defineIntent, type Intents } from '../../lib/admin/resource';
import { slugFromName } from '../../lib/admin/slug';

const created = (data: { _id: string; name: string }) => ({
  created: { value: data._id, label: data.name },
});

/**
 * Records a page's pickers create by name (issue 33): an actress (performer), a category or a studio through
 * their own admin create calls, with the slug the name suggests and the defaults their "new"
 * pages start with (a category at position 0, a studio at the 5000 basis points royalty). Series
 * have no admin create call, so no picker creates one. The answer carries the new record for the
 * picker to choose (`created`).
 */
export const pickerCreates: Intents = {
  'create-actress': defineIntent({
    call: contract.adminCreateActress,
    schema: ActressInput,
    body: (form) => {
      const name = trimmed(form, 'name');
      return { name, slug: slugFromName(name), description: '', photoUrl: null };
    },
    done: (data) => `Actress ${data.name} created.`,
    extra: created,
  }),
  'create-category': defineIntent({
    call: contract.adminCreateCategory,
    schema: CategoryInput,
    body: (form) => {
      const name = trimmed(form, 'name');
      return { name, slug: slugFromName(name), description: '', position: 0 };
    },
    done: (data) => `Category ${data.name} created.`,
    extra: created,
  }),
  'create-studio': defineIntent({
    call: contract.adminCreateStudio,
    schema: StudioInput,
    body: (form) => {
      const name = trimmed(form, 'name');
      return { name, slug: slugFromName(name), description: '', logoUrl: null, royaltyBps: 5000 };
    },
    done: (data) => `Studio ${data.name} created.`,
    extra: created,
  }),
};
