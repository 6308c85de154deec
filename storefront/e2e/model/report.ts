import type { Page } from '@playwright/test';
import type { Invariant, TabView } from './invariants';
import { describeModel, type ShopModel } from './model';
import { channelLog, journaledEdits, storedCart } from './page-probes';
import { describeServer, type ServerProbe, type ServerView, type Shopper } from './probe';

/** What a report reads of the shop under test: `Shop` has it (declared here, so no import cycle). */
export interface ReportedShop {
  readonly shopper: Pick<Shopper, 'email'>;
  readonly probe: Pick<ServerProbe, 'view'>;
  readonly pages: readonly Page[];
  readonly steps: readonly string[];
  readonly stepTimes: readonly string[];
  readonly network: readonly string[];
  readonly sessionLog: readonly string[];
  tabStates(): Promise<TabView[]>;
  badgeLog(page: Page): Promise<{ path: string; value: string | null; at?: number }[]>;
  seenProblems(): readonly { invariant: Invariant; text: string }[];
}

/** How many of the last requests a report lists. */
const NETWORK_LINES = 40;

/** How many of the last `cart-sync` messages a report lists. */
const CHANNEL_LINES = 60;

/**
 * A failure of the model test, readable without re-running it (shrinking in a browser is slow,
 * decision 070): the steps as run, every tab's URL, badge, session, load state, whether its SDK
 * started and badge history (with the page's time), the browser's stored cart and edit journal,
 * the server cart and its quote, the model, the console problems and the last requests of every
 * tab; steps and requests with the time since the sequence began.
 */
export async function reportOf(
  shop: ReportedShop,
  model: ShopModel,
  why: string,
  heading = 'Cart model failure',
): Promise<string> {
  const states = await shop.tabStates().catch(() => []);
  let server: ServerView | null = null;
  try {
    server = await shop.probe.view();
  } catch {}
  const logs = await Promise.all(
    shop.pages.map(async (page, tab) => {
      const log = await shop.badgeLog(page);
      // Whether the page finished loading and its SDK started (decision 051's deferred start).
      const loaded = await page
        .evaluate(
          () =>
            `${document.readyState}, SDK ${document.documentElement.dataset.commerce ?? 'not started'}`,
        )
        .catch(() => 'gone');
      return `  tab ${tab} (${loaded}): ${log
        .slice(-16)
        .map((e) => `${e.path}=${e.value}${e.at === undefined ? '' : ` @${e.at} ms`}`)
        .join(' → ')}`;
    }),
  );
  const stored = shop.pages[0] ? await storedCart(shop.pages[0]) : 'no tab';
  const journal = shop.pages[0] ? await journaledEdits(shop.pages[0]) : 'no tab';
  const channel = shop.pages[0] ? await channelLog(shop.pages[0]) : [];
  const session = (signedIn: boolean | null) =>
    signedIn === null ? '?' : signedIn ? 'signed in' : 'signed out';
  const problems = shop.seenProblems();
  return [
    `${heading}: ${why}`,
    `shopper: ${shop.shopper.email}`,
    'steps:',
    ...shop.steps.map((s, i) => `  ${i + 1}. (${shop.stepTimes[i] ?? '?'}) ${s}`),
    'tabs:',
    ...states.map((s) => `  tab ${s.tab}: ${s.url} badge ${s.badge} ${session(s.signedIn)}`),
    'badge, session and auth cookie history (last values):',
    ...logs,
    `the browser's stored cart (IndexedDB): ${stored}`,
    `the edit journal (localStorage): ${journal}`,
    `cart-sync messages (last ${Math.min(channel.length, CHANNEL_LINES)} of ${channel.length}, page time):`,
    ...channel.slice(-CHANNEL_LINES).map((line) => `  ${line}`),
    describeServer(server),
    `model: ${describeModel(model)}`,
    problems.length > 0
      ? `console: ${problems.map((p) => `[${p.invariant}] ${p.text}`).join(' | ')}`
      : 'console: clean',
    `last requests (of ${shop.network.length}):`,
    ...shop.network.slice(-NETWORK_LINES).map((line) => `  ${line}`),
    `session requests (all ${shop.sessionLog.length}):`,
    ...shop.sessionLog.map((line) => `  ${line}`),
  ].join('\n');
}
