import type * as z from 'zod/mini';
import type { CallDefinition } from './call';

/** One leaf of a request schema: where it sits (`call.body.field[]`) and its schema. */
export interface RequestLeaf {
  where: string;
  kind: 'string' | 'number' | 'other';
  schema: z.ZodMiniType;
}

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: z.ZodMiniType): Def =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers whose inner schema is the one that checks the value. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
]);
/** Leaves that need no bound: a fixed set of values. */
const CLOSED = new Set(['enum', 'literal', 'boolean', 'null', 'undefined']);

function walk(schema: z.ZodMiniType, where: string, out: RequestLeaf[]): void {
  const def = defOf(schema);
  const inner = (key: string) => def[key] as z.ZodMiniType;
  if (WRAPPERS.has(def.type)) {
    walk(inner('innerType'), where, out);
    return;
  }
  switch (def.type) {
    case 'string':
      out.push({ where, kind: 'string', schema });
      return;
    case 'number':
      out.push({ where, kind: 'number', schema });
      return;
    case 'object': {
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodMiniType>))
        walk(value, `${where}.${key}`, out);
      if (def.catchall) walk(inner('catchall'), `${where}.*`, out);
      return;
    }
    case 'array':
      walk(inner('element'), `${where}[]`, out);
      return;
    case 'union':
      (def.options as z.ZodMiniType[]).forEach((o, i) => {
        walk(o, `${where}|${i}`, out);
      });
      return;
    case 'intersection':
      walk(inner('left'), where, out);
      walk(inner('right'), where, out);
      return;
    case 'record':
      walk(inner('keyType'), `${where}{key}`, out);
      walk(inner('valueType'), `${where}{}`, out);
      return;
    case 'pipe':
      walk(inner('in'), where, out);
      walk(inner('out'), where, out);
      return;
    default:
      if (!CLOSED.has(def.type)) out.push({ where, kind: 'other', schema });
  }
}

/** Every leaf of every request schema (body and query) of the given calls. */
export function requestLeaves(calls: Record<string, CallDefinition>): RequestLeaf[] {
  const out: RequestLeaf[] = [];
  for (const [name, call] of Object.entries(calls)) {
    if (call.body) walk(call.body, `${name}.body`, out);
    if (call.query) walk(call.query, `${name}.query`, out);
  }
  return out;
}

/** The checks of a string or number schema, in the order they run. */
export function checksOf(
  schema: z.ZodMiniType,
): { check: string; abort: boolean; pattern?: RegExp; maximum?: number }[] {
  const checks = (defOf(schema).checks ?? []) as { _zod: { def: Record<string, unknown> } }[];
  return checks.map(({ _zod: { def } }) => ({
    check: String(def.check),
    abort: def.abort === true,
    ...(def.pattern instanceof RegExp ? { pattern: def.pattern } : {}),
    ...(def.check === 'max_length' && typeof def.maximum === 'number'
      ? { maximum: def.maximum }
      : {}),
  }));
}

const FORMAT_RANGE: Record<string, [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2_147_483_648, 2_147_483_647],
  uint32: [0, 4_294_967_295],
};

/** A number schema's bounds, read from its checks (minimum/maximum, integer formats). */
export function numberBoundsOf(schema: z.ZodMiniType): { min: number; max: number } {
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  const checks = (defOf(schema).checks ?? []) as { _zod: { def: Record<string, unknown> } }[];
  for (const {
    _zod: { def },
  } of checks) {
    const value = def.value as number;
    if (def.check === 'greater_than') min = Math.max(min, value);
    if (def.check === 'less_than') max = Math.min(max, value);
    const range = def.check === 'number_format' ? FORMAT_RANGE[String(def.format)] : undefined;
    if (range) [min, max] = [Math.max(min, range[0]), Math.min(max, range[1])];
  }
  return { min, max };
}

/** The smallest maximum length a string schema checks, or undefined when it has none. */
export function maxLengthOf(schema: z.ZodMiniType): number | undefined {
  const maxima = checksOf(schema).flatMap((c) => (c.maximum === undefined ? [] : [c.maximum]));
  return maxima.length > 0 ? Math.min(...maxima) : undefined;
}
