import type { IntakePrices, ManifestPreview } from '@reelcart/contract/admin';
import { centsOf } from '../../lib/admin/forms';

export const PRICE_KEYS = ['sd', 'hd', 'fhd', 'uhd', 'rental'] as const;
export const PRICE_LABEL: Record<(typeof PRICE_KEYS)[number], string> = {
  sd: 'SD',
  hd: 'HD',
  fhd: 'Full HD',
  uhd: '4K',
  rental: 'Rental (HD, 72 h)',
};

/** The defaults form → the call's body: empty is null (the built-in price). */
export function pricesFromForm(form: FormData): IntakePrices {
  const price = (k: string) => {
    const v = String(form.get(k) ?? '').trim();
    return v === '' ? null : centsOf(v);
  };
  return {
    sd: price('sd'),
    hd: price('hd'),
    fhd: price('fhd'),
    uhd: price('uhd'),
    rental: price('rental'),
  };
}

/** What `/studiosconnect/{studio}`'s forms answer: a manifest's preview, or a saved or refused form. */
export type StudioActionResult =
  | {
      intent: 'preview';
      preview: ManifestPreview;
      text: string;
      format: 'csv' | 'json';
      name: string;
    }
  | { intent: 'defaults'; ok: boolean; message: string; fieldErrors?: Record<string, string> }
  | { intent: 'preview' | 'import'; ok: false; message: string };
