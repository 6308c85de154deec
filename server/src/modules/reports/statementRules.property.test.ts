import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { applyBasisPoints } from './allocate';
import {
  buildStatement,
  finalizeStatement,
  type ModelRefund,
  type ModelSale,
  modelLines,
  monthOf,
  netOf,
} from './statementRules';

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04'];
const STUDIOS = ['std_a', 'std_b', 'std_c'];

/** Random sales over four months and three studios, and refunds of some of them later. */
const world = fc
  .array(
    fc.record({
      studio: fc.constantFrom(...STUDIOS),
      video: fc.integer({ min: 1, max: 4 }),
      month: fc.integer({ min: 0, max: 3 }),
      day: fc.integer({ min: 1, max: 28 }),
      gross: fc.integer({ min: 0, max: 50_000 }),
      feeBp: fc.integer({ min: 0, max: 1_000 }),
      commissionBp: fc.integer({ min: 0, max: 3_000 }),
      rateBp: fc.constantFrom(1_000, 2_500, 3_333),
      refund: fc.option(
        fc.record({
          laterMonths: fc.integer({ min: 0, max: 3 }),
          kind: fc.constantFrom('refund' as const, 'chargeback' as const),
          partialBp: fc.integer({ min: 1, max: 10_000 }),
        }),
      ),
    }),
    { maxLength: 40 },
  )
  .map((rows) => {
    const sales: ModelSale[] = [];
    const refunds: ModelRefund[] = [];
    rows.forEach((r, i) => {
      const paidAt = new Date(`${MONTHS[r.month]}-${String(r.day).padStart(2, '0')}T12:00:00Z`);
      const sale: ModelSale = {
        orderId: `ord_${i}`,
        productId: `prd_${r.video}`,
        videoId: `vid_${r.studio}_${r.video}`,
        studioId: r.studio,
        orderType: r.video % 2 ? 'own' : 'rental',
        resolution: 'HD',
        paidAt,
        grossCents: r.gross,
        feeCents: applyBasisPoints(r.gross, r.feeBp),
        commissionCents: applyBasisPoints(r.gross, r.commissionBp),
        rateBp: r.rateBp,
      };
      sales.push(sale);
      if (r.refund) {
        const month = Math.min(3, r.month + r.refund.laterMonths);
        const createdAt =
          month === r.month
            ? new Date(paidAt.getTime() + 3_600_000)
            : new Date(`${MONTHS[month]}-15T00:00:00Z`);
        refunds.push({
          orderId: sale.orderId,
          productId: sale.productId,
          kind: r.refund.kind,
          amountCents: applyBasisPoints(r.gross, r.refund.partialBp),
          createdAt,
        });
      }
    });
    return { sales, refunds };
  });

const asOf = new Date('2026-05-20T00:00:00Z');

describe('royalty statements', () => {
  test.prop([world])(
    'the sum of royalty lines equals the sum over studios (and their rates) of rate × net, rounded once per rate',
    ({ sales, refunds }) => {
      for (const studio of STUDIOS)
        for (const month of MONTHS) {
          const inputs = modelLines(studio, month, sales, refunds, asOf);
          const { lines, totals } = buildStatement(inputs);
          const byRate = new Map<number, number>();
          for (const l of inputs) byRate.set(l.rateBp, (byRate.get(l.rateBp) ?? 0) + netOf(l));
          const expected = [...byRate].reduce(
            (s, [rate, net]) => s + applyBasisPoints(net, rate),
            0,
          );
          expect(lines.reduce((s, l) => s + l.royaltyCents, 0)).toBe(expected);
          expect(totals.royaltyCents).toBe(expected);
          expect(totals.onHoldCents + totals.clearedCents).toBe(totals.royaltyCents);
          expect(totals.netCents).toBe(
            totals.grossCents -
              totals.refundCents -
              totals.chargebackCents -
              totals.feeCents -
              totals.commissionCents,
          );
        }
    },
  );

  test.prop([world])(
    'a refund is counted exactly once, across all statements',
    ({ sales, refunds }) => {
      let refunded = 0;
      for (const studio of STUDIOS)
        for (const month of MONTHS) {
          const { totals } = buildStatement(modelLines(studio, month, sales, refunds, asOf));
          refunded += totals.refundCents + totals.chargebackCents;
        }
      expect(refunded).toBe(refunds.reduce((s, r) => s + r.amountCents, 0));
    },
  );

  test.prop([world, fc.integer({ min: 0, max: 2 })])(
    'statements never change once final: later refunds go forward as adjustments',
    ({ sales, refunds }, cut) => {
      const finalMonth = MONTHS[cut] as string;
      // The world as it was when finalMonth ended: only refunds booked up to then.
      const early = refunds.filter((r) => monthOf(r.createdAt) <= finalMonth);
      for (const studio of STUDIOS) {
        const stored = finalizeStatement(
          undefined,
          buildStatement(modelLines(studio, finalMonth, sales, early, asOf)),
        );
        // Everything after: recomputing and finalising again leaves the stored statement as is...
        const recomputed = buildStatement(modelLines(studio, finalMonth, sales, refunds, asOf));
        expect(finalizeStatement(stored, recomputed)).toBe(stored);
        expect(recomputed.totals).toEqual(stored.totals);
        // ...and every later refund of a sale in a final month is an adjustment in its own month.
        for (const r of refunds.filter((x) => monthOf(x.createdAt) > finalMonth)) {
          const sale = sales.find((s) => s.orderId === r.orderId);
          if (!sale || sale.studioId !== studio || monthOf(sale.paidAt) > finalMonth) continue;
          const later = modelLines(studio, monthOf(r.createdAt), sales, refunds, asOf);
          expect(later.some((l) => l.kind === 'adjustment' && l.videoId === sale.videoId)).toBe(
            true,
          );
        }
      }
    },
  );
});
