import { test } from './fixtures';
import { loadPool } from './model/catalogue';
import { modelOptions } from './model/options';
import { runCartModel } from './model/run';

/**
 * The cart's promises in Chromium, model-based (issue 28, decision 070): fast-check generates
 * sequences over one to three tabs of one shopper — page loads and client navigation, adds,
 * removals, coupons, billing and back, payment, reloads, closed tabs, signing in and out, an
 * access token expiring while away, the server slow or failing for a while — and after each step
 * and each sequence the world must agree with the model (model/model.ts): the server cart holds
 * the model's lines and coupon, every tab's badge shows its count and the session's state, every
 * total shown (cart, billing, Pay button, success page) is what the server charges, the success
 * page's badge is 0 from its first paint, and no console error or hydration warning appears.
 *
 * `E2E_MODEL_RUNS`, `E2E_MODEL_SEED`, `E2E_MODEL_PATH`: see model/run.ts and the README.
 */
const options = modelOptions();

/** A sequence takes about a minute on a loaded 2-core box; room for twice that. */
const PER_SEQUENCE_MS = 120_000;

for (const shard of options.shards) {
  test(`cart model: random sequences over up to three tabs (shard ${shard.index + 1} of ${options.shards.length})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    // E2E_MODEL_REPEAT runs the shard's sequences that many times.
    test.setTimeout(shard.runs * options.repeat * PER_SEQUENCE_MS + 60_000);
    const pool = await loadPool(request);
    await runCartModel({ browser, request, baseURL: baseURL ?? '', pool, shard, options });
  });
}
