import { isCommerceError, parseWith } from '@reelcart/sdk/contract';
import type * as z from 'zod/mini';

/** What a /contact or /report action answers: the receipt, or the errors to show inline. */
export type SupportFormResult =
  | { ok: true; id: string }
  | {
      ok: false;
      fieldErrors: Record<string, string>;
      formError: string | null;
      values: Record<string, string>;
    };

/** The form's text fields, trimmed; empty optional fields are left out. */
export function formValues(form: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of fields) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * Checks the fields with the call's own schema (every bad field gets its message), then sends
 * them through the request's SDK client; a 400 from the server lands on the field it names.
 */
export async function submitSupportForm<S extends z.ZodMiniType>(
  schema: S,
  body: Record<string, string | undefined>,
  messages: Record<string, string>,
  send: (body: z.output<S>) => Promise<{ id: string }>,
): Promise<SupportFormResult> {
  const values = Object.fromEntries(
    Object.entries(body).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const fail = (fieldErrors: Record<string, string>, formError: string | null = null) => ({
    ok: false as const,
    fieldErrors,
    formError,
    values,
  });
  const parsed = parseWith(schema, body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.issues) {
      const field = String(issue.path[0] ?? 'form');
      fieldErrors[field] ??= messages[field] ?? issue.message;
    }
    return fail(fieldErrors);
  }
  try {
    const receipt = await send(parsed.data);
    return { ok: true, id: receipt.id };
  } catch (error) {
    const unavailable = 'We could not send your message just now. Please try again in a moment.';
    if (!isCommerceError(error)) return fail({}, unavailable);
    const field =
      typeof error.data === 'object' && error.data ? Reflect.get(error.data, 'field') : null;
    if (error.status === 400 && typeof field === 'string') {
      return messages[field] ? fail({ [field]: messages[field] }) : fail({}, error.message);
    }
    if (error.status === 429) {
      return fail({}, 'You have sent several messages recently. Please try again in an hour.');
    }
    return fail({}, unavailable);
  }
}

/** The visitor's address as the proxy in front of us reported it, passed on to the API. */
export function forwardedFor(request: Request): Record<string, string> {
  const value = request.headers.get('x-forwarded-for');
  return value ? { 'x-forwarded-for': value } : {};
}
