import { contract } from '@reelcart/contract/docs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { answerFits } from './answerFits';

/** The parts of a zod schema the value generator reads. */
interface Def {
  type: string;
  checks?: unknown[];
  shape?: Record<string, { _zod: { def: Def; optin?: string } }>;
  element?: { _zod: { def: Def } };
  innerType?: { _zod: { def: Def } };
  entries?: Record<string, string | number>;
  values?: unknown[];
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/**
 * Values shaped like a schema's answers, and near misses: any value is sometimes undefined or
 * null, an object sometimes gains a key, loses its first, or has its keys reversed, any leaf is
 * sometimes anything at all; strings and numbers
 * cover what bounds and checks refuse (empty, long, control characters, negative, NaN). With
 * `misses` false: no near misses, and leaves most checks accept (answers of the schema's shape).
 */
function near(schema: unknown, misses = true, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedLike(schema, misses, depth);
  return misses
    ? fc.oneof(
        { weight: 20, arbitrary: shaped },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constant(null) },
      )
    : shaped;
}

function shapedLike(schema: unknown, misses: boolean, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const leaf = (valid: fc.Arbitrary<unknown>, likely: fc.Arbitrary<unknown>) =>
    misses
      ? fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: fc.anything() })
      : likely;
  const inner = (child: unknown) => near(child, misses, depth + 1);
  if (depth > 6) return fc.anything();
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const required = keys.filter((k) => shape[k]?._zod.optin === undefined);
      const record = fc.record(Object.fromEntries(keys.map((k) => [k, inner(shape[k])])), {
        requiredKeys: required,
      });
      return fc.tuple(record, fc.nat(misses ? 19 : 0)).map(([value, m]) => {
        if (!misses) return { ...value };
        const entries = Object.entries(value);
        if (m === 0) return { ...value, extra: 1 };
        if (m === 1) return Object.fromEntries(entries.reverse());
        if (m === 2) return Object.fromEntries(entries.slice(1));
        return { ...value }; // as answers are built: plain objects (fast-check's may have no prototype)
      });
    }
    case 'array':
      return fc.array(inner(def.element), { maxLength: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'optional':
    case 'default':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'string':
      return leaf(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom('', 'a\u0000b', 'x'.repeat(300), '2026-11-27T08:00:00.000Z'),
        ),
        fc.string({ minLength: 1, maxLength: 12 }),
      );
    case 'number':
      return leaf(
        fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.double()),
        fc.integer({ min: 0, max: 100_000 }),
      );
    case 'boolean':
      return leaf(fc.boolean(), fc.boolean());
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      return leaf(fc.constantFrom(...values, 'other'), fc.constantFrom(...values));
    }
    case 'literal':
      return leaf(
        fc.constantFrom(...(def.values ?? []), 'other'),
        fc.constantFrom(...(def.values ?? [])),
      );
    default:
      return fc.anything();
  }
}

const calls = Object.entries(contract);

const LEAVES = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'null']);
/** Objects, arrays, nullables, optionals, defaults and leaves only. */
function isPlain(schema: unknown): boolean {
  const def = defOf(schema);
  if (LEAVES.has(def.type)) return true;
  if ((def.checks?.length ?? 0) > 0) return false; // a refined object or array is zod's to copy
  if (def.type === 'object') return Object.values(def.shape ?? {}).every(isPlain);
  if (def.type === 'array') return isPlain(def.element);
  if (def.type === 'nullable' || def.type === 'optional' || def.type === 'default')
    return isPlain(def.innerType);
  return false;
}

describe('answerFits', () => {
  /**
   * Invariant: whenever the copy-free check says an answer fits, zod accepts it and answers a value
   * equal to it — the same keys in the same order, the same leaves — so sending the answer itself
   * sends exactly the bytes the parsed answer would. Checked for every call of the contract, on
   * answers of its shape and near misses.
   */
  it.each(calls)('%s: what fits is what zod answers', (_name, call) => {
    const fits = answerFits(call.response);
    fc.assert(
      fc.property(near(call.response), (value) => {
        if (!fits(value)) return;
        const parsed = z.safeParse(call.response, value);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toStrictEqual(value);
        expect(JSON.stringify(parsed.data)).toBe(JSON.stringify(value));
      }),
      { numRuns: 60 },
    );
  });

  /**
   * Invariant: for a schema made of objects, arrays, nullables, optionals, defaults and leaves (no union,
   * record, transform or refined object, which zod answers with copies), what zod answers fits — parsing is
   * idempotent — so an answer built in the schema's shape is sent without a second copy. The
   * catalogue's and the cart's answers are such schemas.
   */
  it('an answer zod has parsed fits, for every call whose schema is plain', () => {
    const plainCalls = calls.filter(([, call]) => isPlain(call.response));
    const measured = ['listVideos', 'getVideo', 'search', 'getCart', 'pushCart'];
    expect(plainCalls.map(([name]) => name)).toEqual(expect.arrayContaining(measured));
    for (const [name, call] of plainCalls) {
      const fits = answerFits(call.response);
      const accepted = fc
        .sample(near(call.response, false), { numRuns: 100, seed: 34 })
        .map((value) => z.safeParse(call.response, value))
        .filter((parsed) => parsed.success);
      // (Leaves with patterns, such as URLs, are seldom met by chance: not every call gets samples.)
      if (measured.includes(name)) expect(accepted.length, name).toBeGreaterThan(0);
      expect(
        accepted.filter((parsed) => !fits(parsed.data)),
        name,
      ).toEqual([]);
    }
  });

  it('refuses an unknown key, keys out of order, a missing required key and a wrong leaf', () => {
    const Answer = z.object({
      a: z.string(),
      b: z.optional(z.number()),
      c: z.nullable(z.object({ d: z.boolean() })),
    });
    const fits = answerFits(Answer);
    expect(fits({ a: 'x', b: 1, c: { d: true } })).toBe(true);
    expect(fits({ a: 'x', c: null })).toBe(true);
    expect(fits({ a: 'x', b: 1, c: null, e: 2 })).toBe(false);
    expect(fits({ b: 1, a: 'x', c: null })).toBe(false);
    expect(fits({ a: 'x', b: 1 })).toBe(false);
    expect(fits({ a: 'x', b: Number.NaN, c: null })).toBe(false);
    expect(fits({ a: 'x', c: { d: true, e: 1 } })).toBe(false);
    expect(fits(new Date())).toBe(false);
  });
});
