import type { ItemOutcomes } from '@reelcart/contract/admin';

/** What approving or publishing a batch's items answered: a summary and each item's outcome. */
export interface BatchActionResult {
  intent: string;
  ok: boolean;
  message: string;
  results: ItemOutcomes['results'];
}
