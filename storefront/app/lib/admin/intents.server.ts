import { type RouterContextProvider, redirect } from 'react-router';
import { submitAdminForm } from './admin.server';
import { withDone } from './done';
import type { FormResult } from './forms';
import { findIntent, type Intents, type RouteParams } from './resource';
import { isUndo } from './undo';

/**
 * The action of a page whose forms name their `intent` (decision 027): the resource's intent of
 * that name checks the body with its schema and makes its call (`submitAdminForm`: a refusal lands
 * on its field, what was typed comes back); then the page's message, or a redirect. A form without
 * an intent field is `fallback`'s.
 */
export async function runIntent(
  intents: Intents,
  args: {
    context: Readonly<RouterContextProvider>;
    url: URL;
    form: FormData;
    params: RouteParams;
    fallback?: string;
  },
): Promise<FormResult> {
  const { context, url, form, params } = args;
  const submitted = form.get('intent');
  const intent = typeof submitted === 'string' ? submitted : (args.fallback ?? '');
  const spec = findIntent(intents, intent);
  if (!spec)
    return { ok: false, intent, fieldErrors: {}, formError: 'Unknown action.', values: {} };
  const answerAs = spec.answerAs?.(form, intent) ?? intent;
  const result = await submitAdminForm(context, url, form, {
    intent: answerAs,
    call: spec.call,
    schema: spec.schema,
    body: spec.body(form),
    ...(spec.params ? { params: spec.params(params, form, intent) } : {}),
  });
  if (!result.ok) return result;
  const to = spec.redirect?.(result.data, params);
  // A target with its own query words the result itself (`?published=many`); any other gets the
  // message as a toast through `?done=` (lib/admin/done.ts).
  if (to) throw redirect(to.includes('?') ? to : withDone(to, spec.done(result.data, form)));
  // An undo (decision 105) says what it set back, and offers no undo of itself.
  if (isUndo(form))
    return {
      ok: true,
      intent: answerAs,
      message: spec.undone?.(result.data, form) ?? `Undone: ${spec.done(result.data, form)}`,
    };
  const undo = spec.undo?.(result.data, form);
  return {
    ok: true,
    intent: answerAs,
    message: spec.done(result.data, form),
    ...spec.extra?.(result.data, form),
    ...(undo?.length ? { undo } : {}),
  };
}
