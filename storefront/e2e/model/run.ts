import type { APIRequestContext, Browser } from '@playwright/test';
import fc from 'fast-check';
import type { PoolVideo } from './catalogue';
import { expectCleanConsole, ModelFailure, settle } from './check';
import { expectTotalsOnCart } from './commands/cart';
import { recover, shopCommands } from './commands/index';
import type { Invariant } from './invariants';
import { initialModel, type ShopModel } from './model';
import type { ModelOptions, ModelShard } from './options';
import { registerShopper, ServerProbe } from './probe';
import { Shop } from './shop';

/** What a sequence needs: the browser, the API, the videos to shop from. */
export interface SequenceInput {
  browser: Browser;
  request: APIRequestContext;
  baseURL: string;
  pool: PoolVideo[];
  /** Invariants only reported (E2E_MODEL_TOLERATE). */
  tolerate?: readonly Invariant[];
  /** Given, a passing sequence's report goes here too (E2E_MODEL_REPORT). */
  reportPassed?: (report: string) => void;
}

export interface RunInput extends SequenceInput {
  shard: ModelShard;
  options: ModelOptions;
  log?: (line: string) => void;
}

/**
 * One sequence: a new shopper and browser context, the commands, then the checks at the end
 * (the world settles into the model; the cart page's totals are the server's). Answers the steps
 * as run; throws a ModelFailure with the report. Also for fixed command lists in other specs:
 * `await runSequence(input, true, [new Add(0, video, 0, false), new VisitBilling(0, 'back', true)])`.
 */
export async function runSequence(
  input: SequenceInput,
  signedIn: boolean,
  commands: Iterable<fc.AsyncCommand<ShopModel, Shop>>,
  tabs = 1,
): Promise<string[]> {
  const shopper = await registerShopper(input.request);
  const probe = new ServerProbe(input.request, shopper);
  const shop = await Shop.start({ ...input, shopper, probe, signedIn });
  shop.context.setDefaultTimeout(15_000);
  const model = initialModel(signedIn);
  try {
    shop.step(`start ${signedIn ? 'signed in' : 'as a guest'}, ${tabs} tab(s) on /`);
    for (let tab = 0; tab < tabs; tab += 1) await shop.openTab('/');
    model.tabs = tabs;
    await fc.asyncModelRun(() => ({ model, real: shop }), commands);
    if (model.fault) {
      shop.step('(end) ServerRecovers()');
      await recover(model, shop);
    }
    shop.step('(end) settle and check every tab and the server');
    await settle(shop, model);
    if (model.signedIn) {
      shop.step('(end) the cart page’s totals against the server’s quote');
      await expectTotalsOnCart(shop, model, shop.tab(0).page);
    }
    await expectCleanConsole(shop, model);
    input.reportPassed?.(
      await shop.report(model, 'passed', 'Cart model report (E2E_MODEL_REPORT)'),
    );
    return shop.steps;
  } catch (error) {
    if (error instanceof ModelFailure) throw error;
    const why =
      error instanceof Error ? error.message.split('\n').slice(0, 6).join(' ') : String(error);
    throw new ModelFailure(await shop.report(model, why));
  } finally {
    await probe.clearFault().catch(() => undefined);
    await shop.close();
  }
}

/** Runs a shard's sequences; fails with the seed, the replay line and the report of the failure. */
export async function runCartModel(input: RunInput): Promise<void> {
  const { shard, options } = input;
  const log = input.log ?? ((line: string) => console.log(line));
  log(
    `cart model, shard ${shard.index + 1}: ${shard.runs} sequence(s), seed ${shard.seed} (replay: E2E_MODEL_SEED=${shard.seed} E2E_MODEL_RUNS=${shard.runs})`,
  );
  let run = 0;
  const failures: string[] = [];
  const property = fc.asyncProperty(
    fc.boolean(),
    fc.integer({ min: 1, max: 2 }),
    // 'max': sequences of any length up to maxCommands, not mostly short ones.
    fc.commands(shopCommands(input.pool), { maxCommands: options.maxCommands, size: 'max' }),
    async (signedIn, tabs, commands) => {
      run += 1;
      const started = Date.now();
      const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
      try {
        const steps = await runSequence(
          {
            ...input,
            tolerate: options.tolerate,
            ...(options.reportPassed ? { reportPassed: log } : {}),
          },
          signedIn,
          commands,
          tabs,
        );
        log(`  sequence ${run}: passed in ${seconds()} s: ${steps.join('; ')}`);
      } catch (error) {
        if (!options.keepGoing || !(error instanceof ModelFailure)) throw error;
        // Without shrinking, run n (from 1) is path n − 1; a replayed path is itself.
        const replay = `E2E_MODEL_SEED=${shard.seed} E2E_MODEL_PATH=${options.path ?? run - 1}`;
        failures.push(`${replay}: ${error.message.split('\n')[0]}`);
        log(`  sequence ${run}: FAILED in ${seconds()} s (${replay})\n${error.message}`);
      }
    },
  );
  let details = await fc.check(property, {
    numRuns: shard.runs,
    seed: shard.seed,
    ...(options.path ? { path: options.path } : {}),
    endOnFailure: !options.shrink,
  });
  // E2E_MODEL_REPEAT: the same sequences again, as long as they pass (or all of them, keeping going).
  for (let round = 2; round <= options.repeat && !details.failed; round += 1) {
    log(`  round ${round} of ${options.repeat}`);
    run = 0;
    details = await fc.check(property, {
      numRuns: shard.runs,
      seed: shard.seed,
      ...(options.path ? { path: options.path } : {}),
      endOnFailure: !options.shrink,
    });
  }
  if (failures.length > 0) {
    throw new Error(
      [
        `cart model: ${failures.length} of ${run} sequence(s) failed (seed ${shard.seed})`,
        ...failures,
      ].join('\n'),
    );
  }
  if (!details.failed) return;
  const [signedIn, tabs, commands] = details.counterexample ?? [];
  const error = details.errorInstance;
  throw new Error(
    [
      `cart model: sequence failed (seed ${details.seed}, path ${details.counterexamplePath})`,
      `replay: E2E_MODEL_SEED=${details.seed} E2E_MODEL_PATH=${details.counterexamplePath} npx playwright test e2e/cart-model.spec.ts`,
      `start ${signedIn ? 'signed in' : 'as a guest'}, ${tabs} tab(s); commands: ${String(commands)}`,
      '',
      error instanceof Error ? error.message : String(error),
    ].join('\n'),
  );
}
