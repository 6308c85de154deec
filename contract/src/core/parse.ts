import * as z from 'zod/mini';

/** One reason a value does not fit a schema: where (keys from the root) and why. */
export interface SchemaIssue {
  path: PropertyKey[];
  message: string;
}

export type Parsed<T> = { success: true; data: T } | { success: false; issues: SchemaIssue[] };

/**
 * Checks a value against a contract schema. A thin adapter over zod's `safeParse` that answers
 * the SDK's own shape (`data` / `issues` with plain key paths), so call sites and error messages
 * do not depend on the validator library.
 */
export function parseWith<S extends z.ZodMiniType>(schema: S, value: unknown): Parsed<z.output<S>> {
  const result = z.safeParse(schema, value);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    issues: result.error.issues.map((issue) => ({ path: [...issue.path], message: issue.message })),
  };
}
