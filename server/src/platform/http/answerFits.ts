import type * as z from 'zod/mini';

/*
 * Whether an answer already is what zod would make of it (issue 34, decision 113).
 *
 * Every answer is checked against its call's response schema (`route.ts`). zod's parse of an
 * object builds a new object (unknown keys stripped, keys in the schema's order), so checking a
 * page of 24 videos copies every video, actress and product once more: about a fifth of the CPU of
 * GET /api/videos. `answerFits(schema)` is a check that copies nothing. It answers true only for a
 * value zod accepts and would give back unchanged — the same keys in the same order, the same
 * leaves — so the value itself can be sent; for anything else (an unknown key, keys in another
 * order, a wrong leaf) it answers false and the caller parses with zod as before, which strips or
 * reports. The rule it keeps: `fits(v)` implies `safeParse(schema, v)` succeeds with data that
 * equals `v`, key order included (`answerFits.test.ts`).
 *
 * Objects (no catchall, no checks of their own), arrays (no checks of their own), nullable,
 * optional and default (a value given; a missing one is filled in, so does not fit) are walked
 * here, and the plainest leaves (a string, a finite number, a boolean, an enum's value, with no
 * checks) are tested as zod tests them. Every other schema — strings with their bounds, numbers
 * with checks, whatever transforms — is run by zod itself, and fits only when zod answers with no
 * issue and the very same value (a copy, as a union or a record makes of an object, does not fit).
 */

/** True when `value` is exactly what the schema's parse would answer. */
export type Fits = (value: unknown) => boolean;

/** The parts of a zod schema this reads (zod/v4/core's `$ZodType`, kept loose on purpose). */
interface Schema {
  _zod: {
    def: {
      type: string;
      checks?: unknown[];
      shape?: Record<string, Schema>;
      catchall?: unknown;
      element?: Schema;
      innerType?: Schema;
      coerce?: boolean;
    };
    values?: Set<unknown>;
    optin?: 'optional' | 'defaulted' | undefined;
    optout?: 'optional' | undefined;
    run(
      payload: { value: unknown; issues: unknown[] },
      ctx: { async: false },
    ): { value: unknown; issues: unknown[] } | Promise<unknown>;
  };
}

const CTX = { async: false } as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** zod decides, and the answer must be the value itself. */
function byZod(schema: Schema): Fits {
  return (value) => {
    const result = schema._zod.run({ value, issues: [] }, CTX);
    return !(result instanceof Promise) && result.issues.length === 0 && result.value === value;
  };
}

function objectFits(shape: Record<string, Schema>): Fits {
  const keys = Object.keys(shape);
  const fields = keys.map((key) => {
    const schema = shape[key] as Schema;
    // Absent is what zod answers only for a plain optional (a default would fill the key in).
    const mayBeAbsent = schema._zod.optin === 'optional' && schema._zod.optout === 'optional';
    return { key, fits: compile(schema), mayBeAbsent };
  });
  const count = fields.length;
  return (value) => {
    if (!isPlainObject(value)) return false;
    // The value's own keys must be the schema's, in the schema's order, each fitting; a key the
    // value lacks must be one zod leaves out too.
    let at = 0;
    for (const key in value) {
      if (!Object.hasOwn(value, key)) return false;
      while (at < count && (fields[at] as (typeof fields)[number]).key !== key) {
        if (!(fields[at] as (typeof fields)[number]).mayBeAbsent) return false;
        at++;
      }
      if (at === count) return false; // unknown, or out of order
      if (!(fields[at] as (typeof fields)[number]).fits(value[key])) return false;
      at++;
    }
    for (; at < count; at++) if (!(fields[at] as (typeof fields)[number]).mayBeAbsent) return false;
    return true;
  };
}

function compile(schema: Schema): Fits {
  const def = schema._zod.def;
  const ownChecks = (def.checks?.length ?? 0) > 0;
  if (def.type === 'object' && def.shape && def.catchall === undefined && !ownChecks)
    return objectFits(def.shape);
  if (def.type === 'array' && def.element && !ownChecks) {
    const element = compile(def.element);
    return (value) => {
      if (!Array.isArray(value)) return false;
      for (let i = 0; i < value.length; i++) if (!element(value[i])) return false;
      return true;
    };
  }
  if (def.type === 'nullable' && def.innerType && !ownChecks) {
    const inner = compile(def.innerType);
    return (value) => value === null || inner(value);
  }
  if (def.type === 'optional' && def.innerType && !ownChecks) {
    const inner = compile(def.innerType);
    return (value) => value === undefined || inner(value);
  }
  // The plainest leaves, as zod's own parse tests them (a number is finite; an enum's values).
  if (!ownChecks && !def.coerce) {
    if (def.type === 'string') return (value) => typeof value === 'string';
    if (def.type === 'number')
      return (value) => typeof value === 'number' && Number.isFinite(value);
    if (def.type === 'boolean') return (value) => typeof value === 'boolean';
    const values = schema._zod.values;
    if (def.type === 'enum' && values) return (value) => values.has(value);
  }
  if (def.type === 'default' && def.innerType && !ownChecks) {
    // A value given is parsed by the inner schema; only a missing one is filled in.
    const inner = compile(def.innerType);
    return (value) => value !== undefined && inner(value);
  }
  return byZod(schema);
}

const compiled = new WeakMap<object, Fits>();

/** The copy-free check of `schema` (built once per schema). */
export function answerFits(schema: z.ZodMiniType): Fits {
  let fits = compiled.get(schema);
  if (!fits) {
    fits = compile(schema as unknown as Schema);
    compiled.set(schema, fits);
  }
  return fits;
}
