import { type FocusEvent, type FormEvent, useState } from 'react';
import * as z from 'zod/mini';
import { fieldMessage } from './field-messages';

/**
 * The back office's form pattern (decision 027): one conversion from the form's fields to the
 * call's body, shared by the browser and the route action, and the contract's own zod schema to
 * check it on both sides. The browser shows the same inline errors the server would answer.
 */

export type FieldErrors = Record<string, string>;

/** What an admin action answers when a save fails: the errors and exactly what was typed. */
export interface FormFailure {
  ok: false;
  fieldErrors: FieldErrors;
  formError: string | null;
  /** The submitted fields as typed (lists joined), so the form shows them again. */
  values: Record<string, string | string[]>;
  /** Which form failed, when a page has several. */
  intent: string;
  /** A stale version (409): the record changed under the editor. */
  conflict?: boolean;
}
export interface FormSuccess {
  ok: true;
  message: string;
  intent: string;
  /** A record made from a picker (its id and name), which the picker then chooses (issue 33). */
  created?: { value: string; label: string };
  /** The submission that sets back what this did, for the toast's "Undo" (decision 105). */
  undo?: Array<[string, string]>;
}
export type FormResult = FormFailure | FormSuccess;

/** Reading a form's fields for a call's body (the resources' `fromForm`, decision 076). */
export const str = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
export const trimmed = (form: FormData, name: string) => str(form, name).trim();
/** Trimmed, and empty is null. */
export const nullable = (form: FormData, name: string) => trimmed(form, name) || null;
export const checked = (form: FormData, name: string) =>
  form.get(name) === 'on' || form.get(name) === 'true';
/** A whole number, or NaN (the schema names the field) when it is not one. */
export const int = (form: FormData, name: string) => {
  const text = trimmed(form, name);
  return text === '' ? Number.NaN : Number(text);
};
/** The record's version when the form has one (an update), nothing when it creates. */
export const versionOf = (form: FormData): { version?: number } =>
  form.has('version') ? { version: int(form, 'version') } : {};
/** Every non-empty value of a multi-select. */
export const list = (form: FormData, name: string) =>
  form.getAll(name).filter((v): v is string => typeof v === 'string' && v !== '');
/** A price typed as 12.99 in cents; NaN when it is not a price. */
export function centsOf(text: string): number {
  const t = text.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(t)) return Number.NaN;
  return Math.round(Number(t) * 100);
}
export const formatCents = (cents: number) => (cents / 100).toFixed(2);

export function formValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const seen = values[key];
    if (seen === undefined) values[key] = value;
    else values[key] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return values;
}

/** Fields the form calls differently from the body (prices are typed in currency units). */
const FORM_FIELD: Record<string, string> = { priceCents: 'price' };

/** Every failing field's first message, by form field name. */
export function fieldErrorsOf(schema: z.ZodMiniType, value: unknown): FieldErrors {
  // zod's own issues (code, minimum…): the messages are written from them (field-messages.ts).
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const raw of parsed.error.issues) {
    const issue = {
      code: raw.code,
      message: raw.message,
      ...('minimum' in raw ? { minimum: raw.minimum } : {}),
      ...('maximum' in raw ? { maximum: raw.maximum } : {}),
      ...('origin' in raw ? { origin: String(raw.origin) } : {}),
      ...('expected' in raw ? { expected: String(raw.expected) } : {}),
    };
    const key = String(raw.path[0] ?? 'form');
    const field = FORM_FIELD[key] ?? key;
    errors[field] ??= fieldMessage(field === 'price' ? 'priceCents' : key, issue);
  }
  return errors;
}

/**
 * Checks a form in the browser before it is sent, with the schema the server uses. Invalid: the
 * submission stops and the errors show inline (the first invalid field gets the focus).
 *
 * The errors shown are those of the latest answer: the browser's check of the latest submit, or
 * the server's field errors (`serverErrors`, the route action's answer) when they arrived after
 * it. A submit that passes the browser's check clears the errors until the server answers; every
 * new answer of the action (a new `serverErrors` object) replaces the browser's errors.
 */
export function useClientValidation(
  schema: z.ZodMiniType,
  toBody: (form: FormData) => unknown,
  serverErrors?: FieldErrors,
) {
  // The browser's errors, and the server's answer that was current when they were found: once
  // the server answers again, its errors are the newer ones.
  const [client, setClient] = useState<{
    errors: FieldErrors;
    over: FieldErrors | undefined;
  } | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const errors = fieldErrorsOf(
      schema,
      toBody(new FormData(form, (event.nativeEvent as SubmitEvent).submitter)),
    );
    setClient({ errors, over: serverErrors });
    if (Object.keys(errors).length > 0) {
      event.preventDefault();
      const first = Object.keys(errors)[0];
      const control = first ? form.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
    }
  };
  const errors =
    client && client.over === serverErrors ? client.errors : (serverErrors ?? NO_ERRORS);
  /**
   * Leaving a field checks that field (issue 33): its message appears, or goes once it is right;
   * the other fields' messages stay as they were (nothing shouts about fields not reached yet).
   */
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as unknown as { name?: unknown };
    const name = typeof target.name === 'string' ? target.name : '';
    if (name === '' || name === 'intent' || name === 'version') return;
    const found = fieldErrorsOf(schema, toBody(new FormData(event.currentTarget)));
    const next = { ...errors };
    if (found[name]) next[name] = found[name];
    else delete next[name];
    if (next[name] === errors[name]) return;
    setClient({ errors: next, over: serverErrors });
  };
  /**
   * A field's message goes as soon as the field is right, while typing or on a click: not at the
   * next blur, whose re-render would move what is below it under the pointer mid-click (the
   * coupon form's checkbox click missed that way). New messages still wait for the blur.
   */
  const onFieldChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as unknown as { name?: unknown };
    const name = typeof target.name === 'string' ? target.name : '';
    if (name === '' || errors[name] === undefined) return;
    const found = fieldErrorsOf(schema, toBody(new FormData(event.currentTarget)));
    if (found[name]) return;
    const next = { ...errors };
    delete next[name];
    setClient({ errors: next, over: serverErrors });
  };
  return { errors, onSubmit, onBlur, onFieldChange };
}
const NO_ERRORS: FieldErrors = {};
