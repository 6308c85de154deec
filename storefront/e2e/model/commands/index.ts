import fc from 'fast-check';
import type { PoolVideo } from '../catalogue';
import type { ShopModel } from '../model';
import type { Shop } from '../shop';
import { Add, AddInTwoTabsAtOnce, ApplyCoupon, Remove, RemoveCoupon } from './cart';
import { Pay, VisitBilling, type WayBack } from './checkout';
import {
  AccessTokenExpires,
  CloseTab,
  Idle,
  OpenTab,
  Reload,
  ReloadAllAtOnce,
  ServerFault,
  ServerRecovers,
  SignIn,
  SignOut,
  START_PATHS,
} from './session';

export * from './cart';
export * from './checkout';
export * from './session';

/**
 * Every command of the model test as a fast-check arbitrary over the pool of videos. Tabs are
 * numbers taken modulo the open tabs, so a command stays meaningful whatever ran before it (and
 * after shrinking). Frequent things are listed more than once (fc.commands picks uniformly).
 */
export function shopCommands(
  pool: readonly PoolVideo[],
): Array<fc.Arbitrary<fc.AsyncCommand<ShopModel, Shop>>> {
  const tab = fc.nat({ max: 2 });
  const video = fc.constantFrom(...pool);
  const option = fc.nat({ max: 4 });
  const client = fc.boolean();
  const add = fc.tuple(tab, video, option, client).map(([t, v, o, c]) => new Add(t, v, o, c));
  const coupon = fc
    .tuple(tab, fc.constantFrom('WELCOME10', 'FIVEOFF', 'NOPE' as const), client)
    .map(([t, code, c]) => new ApplyCoupon(t, code, c));
  // One to three rounds of two different videos each, all distinct.
  const addAtOnce = fc
    .integer({ min: 1, max: 3 })
    .chain((rounds) =>
      fc.tuple(
        fc.shuffledSubarray([...pool], { minLength: 2 * rounds, maxLength: 2 * rounds }),
        fc.array(option, { minLength: 2 * rounds, maxLength: 2 * rounds }),
      ),
    )
    .map(([videos, options]) => new AddInTwoTabsAtOnce(videos, options));
  const remove = fc
    .tuple(tab, fc.nat({ max: 5 }), client)
    .map(([t, l, c]) => new Remove(t, l, c, pool));
  return [
    add,
    add,
    add,
    add,
    remove,
    remove,
    coupon,
    coupon,
    fc.tuple(tab, client).map(([t, c]) => new RemoveCoupon(t, c)),
    fc
      .tuple(tab, fc.constantFrom<WayBack>('back', 'link', 'reload'), client)
      .map(([t, back, c]) => new VisitBilling(t, back, c)),
    fc
      .tuple(tab, fc.constantFrom<WayBack>('back', 'link', 'reload'), client)
      .map(([t, back, c]) => new VisitBilling(t, back, c)),
    tab.map((t) => new Pay(t)),
    fc.constantFrom(...START_PATHS).map((path) => new OpenTab(path)),
    fc.constantFrom(...START_PATHS).map((path) => new OpenTab(path)),
    tab.map((t) => new CloseTab(t)),
    tab.map((t) => new Reload(t)),
    fc.constant(new ReloadAllAtOnce()),
    fc.tuple(tab, client).map(([t, c]) => new SignIn(t, c)),
    fc.tuple(tab, client).map(([t, c]) => new SignIn(t, c)),
    tab.map((t) => new SignOut(t)),
    fc.constant(new AccessTokenExpires()),
    fc.constant(new AccessTokenExpires()),
    fc.constantFrom('slow', 'error', 'refresh' as const).map((kind) => new ServerFault(kind)),
    fc.constant(new ServerRecovers()),
    fc.constant(new ServerRecovers()),
    fc.constantFrom(10, 35).map((seconds) => new Idle(seconds)),
    addAtOnce,
    addAtOnce,
  ];
}
