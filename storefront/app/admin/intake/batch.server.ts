import { contract, ItemState } from '@reelcart/contract/admin';
import type { RouterContextProvider } from 'react-router';
import { adminLoad } from '../../lib/admin/admin.server';
import { intakeWrite } from '../../lib/admin/intake.server';
import type { BatchActionResult } from './batch';

type Context = Readonly<RouterContextProvider>;
type BatchParams = { studio: string; batch: string };

/**
 * `/studiosconnect/{studio}/{batch}`: the batch's items (in the URL's `state`, if any), the paths
 * that can be approved or published (of every state), and what an import just did.
 */
export async function loadIntakeBatch(context: Context, url: URL, params: BatchParams) {
  const raw = url.searchParams.get('state');
  const state = ItemState.options.find((s) => s === raw);
  const [batch, all] = await Promise.all([
    adminLoad(context, url, contract.intakeBatch, {
      params: { studio: params.studio, batch: params.batch },
      ...(state ? { query: { state } } : {}),
    }),
    state
      ? adminLoad(context, url, contract.intakeBatch, {
          params: { studio: params.studio, batch: params.batch },
        })
      : null,
  ]);
  const everything = all ?? batch;
  return {
    ...batch,
    state: state ?? null,
    approvable: everything.items
      .filter((i) => (i.state === 'ready' || i.state === 'new') && i.missing.length === 0)
      .map((i) => i.path),
    approved: everything.items.filter((i) => i.state === 'approved').map((i) => i.path),
    imported: url.searchParams.get('imported'),
    problems: url.searchParams.get('problems'),
  };
}

/** Approves (`approve`) or publishes (`publish`) the posted items (`path`). */
export async function intakeBatchAction(
  request: Request,
  context: Context,
  url: URL,
  params: BatchParams,
): Promise<BatchActionResult> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const paths = form.getAll('path').map(String).filter(Boolean);
  const where = { studio: params.studio, batch: params.batch };
  if (paths.length === 0)
    return {
      intent,
      ok: false,
      message: 'No items to act on.',
      results: [],
    };
  const res =
    intent === 'publish'
      ? await intakeWrite(context, url, contract.intakePublish, {
          params: where,
          body: { paths, createNew: form.get('createNew') === 'on' },
        })
      : await intakeWrite(context, url, contract.intakeDecide, {
          params: where,
          body: { paths, action: 'approve' },
        });
  if (!res.ok) return { intent, ok: false, message: res.message, results: [] };
  const failed = res.data.results.filter((r) => !r.ok);
  return {
    intent,
    ok: failed.length === 0,
    message: `${res.data.results.length - failed.length} of ${res.data.results.length} ${intent === 'publish' ? 'published' : 'approved'}.`,
    results: res.data.results,
  };
}
