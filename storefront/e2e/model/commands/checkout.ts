import type { Page } from '@playwright/test';
import type { AsyncCommand } from 'fast-check';
import { actingTab, expectArrival, expectBadge, fail, violated } from '../check';
import { moneyCents } from '../invariants';
import { pay, type ShopModel } from '../model';
import { cents } from '../probe';
import { isCount, NAVIGATION_MS, type Shop } from '../shop';

/** Checkout commands: a visit to billing and back, and a payment with the test card. */
type Command = AsyncCommand<ShopModel, Shop>;

export type WayBack = 'back' | 'link' | 'reload';

/** The shopper can check out: signed in, something in the cart, the server answering. */
const canCheckOut = (m: Readonly<ShopModel>) =>
  m.signedIn && m.server.lines.length > 0 && m.fault === null;

/** From the cart, "Check out" to `/billing`, failing with what the cart page said otherwise. */
async function toBilling(shop: Shop, m: ShopModel, page: Page, client: boolean) {
  await shop.gotoCart(page, client);
  await page.getByRole('button', { name: 'Check out' }).click();
  const arrived = await page.waitForURL(/\/billing$/, { timeout: NAVIGATION_MS }).then(
    () => true,
    () => false,
  );
  if (!arrived) {
    // What the cart page said instead, if anything (`User not authenticated`, a validation).
    const said = await page
      .getByRole('alert')
      .allTextContents()
      .catch(() => []);
    await fail(
      shop,
      m,
      `${shop.nameOf(page)}: Check out did not reach /billing (${said.join(' ') || 'no message'})`,
    );
  }
}

/** The billing page's total and its Pay button equal the server's quote; answers that total. */
async function expectBillingAsServer(shop: Shop, m: ShopModel, page: Page): Promise<number> {
  const payButton = page.getByRole('button', { name: /^Pay / });
  await payButton.waitFor();
  const [shown, button, server] = await Promise.all([
    page.getByTestId('billing-total').textContent(),
    payButton.textContent(),
    shop.probe.view(),
  ]);
  const total = moneyCents(shown);
  if (!server.quote) return fail(shop, m, `the server would refuse the payment: ${server.refused}`);
  if (total !== server.quote.totalCents || moneyCents(button) !== server.quote.totalCents) {
    await violated(
      shop,
      m,
      'totals',
      `billing shows ${shown} and "${button}", the server would charge ${cents(server.quote.totalCents)}`,
    );
  }
  return server.quote.totalCents;
}

/** Check out, look at billing, and come back to the cart by the back button, the link, or a reload then the link. */
export class VisitBilling implements Command {
  constructor(
    readonly tab: number,
    readonly back: WayBack,
    readonly client: boolean,
  ) {}
  check(m: Readonly<ShopModel>) {
    return canCheckOut(m);
  }
  async run(m: ShopModel, shop: Shop) {
    const page = await actingTab(shop, m, this.tab, this);
    await toBilling(shop, m, page, this.client);
    await expectBillingAsServer(shop, m, page);
    if (this.back === 'reload') await shop.reload(page);
    if (this.back === 'back') await page.goBack();
    else await page.getByRole('link', { name: 'Back to the cart' }).click();
    await expectArrival(shop, m, page, /\/cart$/, 'the way back did not reach /cart');
    await expectBadge(shop, m, page);
  }
  toString() {
    return `VisitBilling(tab ${this.tab}, back by ${this.back}, ${this.client ? 'link' : 'load'})`;
  }
}

const TEST_CARD = '4242424242424242';

/**
 * Pays with the test card. What the success page says was charged equals what billing showed,
 * and the success page's badge is 0 from the first value it shows.
 */
export class Pay implements Command {
  constructor(readonly tab: number) {}
  check(m: Readonly<ShopModel>) {
    return canCheckOut(m);
  }
  async run(m: ShopModel, shop: Shop) {
    const page = await actingTab(shop, m, this.tab, this);
    await toBilling(shop, m, page, true);
    const quoted = await expectBillingAsServer(shop, m, page);
    await page.getByLabel('Test card').check();
    await page.getByLabel('Card number').fill(TEST_CARD);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expectArrival(
      shop,
      m,
      page,
      /\/checkout\/success\//,
      'the payment did not reach the success page',
    );
    const confirmation = await page.getByText(/^Order RC-/).textContent();
    const charged = moneyCents(confirmation);
    if (charged !== quoted) {
      await fail(
        shop,
        m,
        `billing showed ${cents(quoted)}, the success page says "${confirmation}"`,
      );
    }
    pay(m);
    // This payment's success page only: the tab may still hold an earlier order's, whose badge
    // rightly counted what other tabs added since.
    const success = new URL(page.url()).pathname;
    const shown = (await shop.badgeLog(page)).filter((e) => e.path === success && isCount(e));
    if (shown.some((e) => e.value !== '0')) {
      await violated(
        shop,
        m,
        'success-badge',
        `the success page's badge showed ${shown.map((e) => e.value).join(' → ')} (0 expected throughout)`,
      );
    }
    await expectBadge(shop, m, page);
  }
  toString() {
    return `Pay(tab ${this.tab}, test card)`;
  }
}
