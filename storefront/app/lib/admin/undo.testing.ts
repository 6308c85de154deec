import type { FormResult } from './forms';

/** Test and story fixture: a row's price saved, whose answer offers its undo (decision 105). */
export const PRICE_SAVED: FormResult = {
  ok: true,
  intent: 'price:prd_1',
  message: 'Price saved.',
  undo: [
    ['intent', 'price:prd_1'],
    ['version', '8'],
    ['price', '12.99'],
  ],
};

/** The page action's answer to that undo. */
export const PRICE_UNDONE: FormResult = {
  ok: true,
  intent: 'price:prd_1',
  message: 'Undone: the price is back to $12.99.',
};

/** The page action's answer to that undo when the price was changed again since (409). */
export const PRICE_UNDO_STALE: FormResult = {
  ok: false,
  intent: 'price:prd_1',
  fieldErrors: {},
  formError: 'This product was changed by someone else.',
  values: {},
  conflict: true,
};
