import * as v from 'valibot';

/** One reason a value does not fit a schema: where (keys from the root) and why. */
export interface SchemaIssue {
  path: PropertyKey[];
  message: string;
}

export type Parsed<T> = { success: true; data: T } | { success: false; issues: SchemaIssue[] };

/**
 * Checks a value against a contract schema. A thin adapter over valibot's `safeParse` that
 * answers the SDK's own shape (`data` / `issues` with plain key paths), so call sites and error
 * messages do not depend on the validator library.
 */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, value);
  if (result.success) return { success: true, data: result.output };
  return {
    success: false,
    issues: result.issues.map((issue) => ({
      path: issue.path?.map((item) => item.key as PropertyKey) ?? [],
      message: issue.message,
    })),
  };
}
