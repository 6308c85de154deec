import * as z from 'zod/mini';
import { boundedString } from '../core/bounded';
import {
  addressProblems,
  bicProblem,
  emailProblem,
  ibanProblem,
  usdtAddressProblem,
} from './payout-checks';

/** How an affiliate is paid (decision 036): the method as saved, and as shown back masked. */

const text = (min: number, max: number) => boundedString(max, { trim: true, min });
const ok = (problem: (v: string) => string | null, message: string) =>
  boundedString(120).check(z.refine((v) => problem(v) === null, message));

export const PayoutMethodKind = z.enum(['paxum', 'wire', 'usdt', 'check']);
export type PayoutMethodKind = z.infer<typeof PayoutMethodKind>;

export const PostalAddressSchema = z
  .object({
    line1: text(3, 120),
    line2: z.nullish(boundedString(120)),
    city: text(2, 80),
    region: z.nullish(boundedString(80)),
    postalCode: text(2, 12),
    country: boundedString(2, { pattern: /^[A-Za-z]{2}$/ }),
  })
  .check(z.refine((a) => Object.keys(addressProblems(a)).length === 0, 'Invalid postal address'));

export const PayoutMethodRequest = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('paxum'),
    email: ok(emailProblem, 'Invalid Paxum e-mail'),
  }),
  z.object({
    method: z.literal('wire'),
    holder: text(2, 100),
    bank: text(2, 100),
    iban: ok(ibanProblem, 'Invalid IBAN: check the country, length and check digits'),
    bic: ok(bicProblem, 'Invalid BIC: 8 or 11 characters'),
  }),
  z
    .object({
      method: z.literal('usdt'),
      network: z.enum(['TRC20', 'ERC20']),
      address: boundedString(64),
    })
    .check(
      z.refine((v) => usdtAddressProblem(v.network, v.address) === null, {
        message: 'Invalid address for the network',
        path: ['address'],
      }),
    ),
  z.object({
    method: z.literal('check'),
    payee: text(2, 100),
    address: PostalAddressSchema,
  }),
]);
export type PayoutMethodRequest = z.infer<typeof PayoutMethodRequest>;

export const PayoutMethodView = z.object({
  method: z.nullable(PayoutMethodKind),
  /** The saved details masked, e.g. `DE89 •••• •••• •••• •••• 00` or `a•••@example.com`. */
  masked: z.nullable(z.string()),
  hasPaymentInfo: z.boolean(),
  minimums: z.record(z.string(), z.number()),
  fees: z.record(z.string(), z.number()),
});
export type PayoutMethodView = z.infer<typeof PayoutMethodView>;
