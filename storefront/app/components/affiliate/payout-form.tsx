import {
  addressProblems,
  bicProblem,
  emailProblem,
  ibanMask,
  ibanProblem,
  type PayoutMethodKind,
  type PayoutMethodRequest,
  type PayoutMethodView,
  usdtAddressProblem,
} from '@reelcart/contract/affiliate';
import { type FormEvent, useId, useState } from 'react';
import { formatCents } from '../../lib/affiliate-format';
import { applyMask } from '../../lib/masks';

const CONTROL =
  'mt-1 block w-full rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-zinc-100';

const METHODS: { id: PayoutMethodKind; label: string }[] = [
  { id: 'paxum', label: 'Paxum' },
  { id: 'wire', label: 'Wire / SEPA' },
  { id: 'usdt', label: 'USDT' },
  { id: 'check', label: 'Check' },
];

/** Masks of spec §5 for formatted inputs: IBAN in groups of four, BIC, country code. */
export const MASKS = {
  iban: (v: string) => applyMask(v, ibanMask(v.replace(/\s/g, '').slice(0, 2).toUpperCase())),
  bic: (v: string) => applyMask(v, 'AAAAAAXXXXX').toUpperCase(),
  country: (v: string) => applyMask(v, 'AA'),
} as const;

type Values = Record<string, string>;
type Errors = Record<string, string>;

/** Field problems of a method's values (the contract's checks, so the server agrees). */
export function problemsOf(method: PayoutMethodKind, v: Values): Errors {
  const out: Errors = {};
  const need = (key: string, label: string) => {
    if ((v[key] ?? '').trim().length < 2) out[key] = `Enter the ${label}`;
  };
  if (method === 'paxum') {
    const p = emailProblem(v.email ?? '');
    if (p) out.email = p;
  } else if (method === 'wire') {
    need('holder', 'account holder');
    need('bank', 'bank name');
    const iban = ibanProblem(v.iban ?? '');
    if (iban) out.iban = iban;
    const bic = bicProblem(v.bic ?? '');
    if (bic) out.bic = bic;
  } else if (method === 'usdt') {
    const p = usdtAddressProblem(v.network === 'ERC20' ? 'ERC20' : 'TRC20', v.address ?? '');
    if (p) out.address = p;
  } else {
    need('payee', 'payee');
    Object.assign(
      out,
      addressProblems({
        line1: v.line1 ?? '',
        city: v.city ?? '',
        postalCode: v.postalCode ?? '',
        country: v.country ?? '',
      }),
    );
  }
  return out;
}

export function requestOf(method: PayoutMethodKind, v: Values): PayoutMethodRequest {
  const t = (k: string) => (v[k] ?? '').trim();
  switch (method) {
    case 'paxum':
      return { method, email: t('email') };
    case 'wire':
      return { method, holder: t('holder'), bank: t('bank'), iban: t('iban'), bic: t('bic') };
    case 'usdt':
      return { method, network: v.network === 'ERC20' ? 'ERC20' : 'TRC20', address: t('address') };
    case 'check':
      return {
        method,
        payee: t('payee'),
        address: {
          line1: t('line1'),
          line2: t('line2') || null,
          city: t('city'),
          region: t('region') || null,
          postalCode: t('postalCode'),
          country: t('country').toUpperCase(),
        },
      };
  }
}

function Field({
  name,
  label,
  values,
  errors,
  onChange,
  onBlur,
  hint,
  type = 'text',
  autoComplete,
}: {
  name: string;
  label: string;
  values: Values;
  errors: Errors;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
  hint?: string;
  type?: string;
  autoComplete?: string;
}) {
  const id = useId();
  const error = errors[name];
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name] ?? ''}
        onChange={(e) => onChange(name, e.currentTarget.value)}
        onBlur={() => onBlur(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={CONTROL}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-rose-300 text-sm" data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The payout method form (issue 15): one of four methods, inline validation on blur and on
 * submit, masked inputs. `onSave` sends it; a server error message is shown under the form.
 */
export function PayoutForm({
  current,
  onSave,
}: {
  current: PayoutMethodView;
  onSave: (request: PayoutMethodRequest) => Promise<string | null>;
}) {
  const [method, setMethod] = useState<PayoutMethodKind>(current.method ?? 'paxum');
  const [values, setValues] = useState<Values>({ network: 'TRC20' });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<{
    kind: 'idle' | 'saving' | 'saved' | 'error';
    message?: string;
  }>({
    kind: 'idle',
  });
  const all = problemsOf(method, values);
  const shown: Errors = Object.fromEntries(
    Object.entries(all).filter(([k]) => submitted || touched[k]),
  );
  const change = (name: string, raw: string) => {
    const mask = MASKS[name as keyof typeof MASKS];
    setValues((v) => ({ ...v, [name]: mask ? mask(raw) : raw }));
  };
  const blur = (name: string) => setTouched((t) => ({ ...t, [name]: true }));
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(all).length > 0) {
      setStatus({ kind: 'error', message: 'Please correct the highlighted fields.' });
      return;
    }
    setStatus({ kind: 'saving' });
    const error = await onSave(requestOf(method, values));
    setStatus(error ? { kind: 'error', message: error } : { kind: 'saved' });
  }
  const common = { values, errors: shown, onChange: change, onBlur: blur };
  const minimum = current.minimums[method];
  const fee = current.fees[method];
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 grid max-w-xl gap-4"
      aria-label="Payout method"
    >
      <fieldset>
        <legend className="text-sm">Method</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {METHODS.map((m) => (
            <label key={m.id} className="flex items-center gap-2">
              <input
                type="radio"
                name="method"
                value={m.id}
                checked={method === m.id}
                onChange={() => {
                  setMethod(m.id);
                  setSubmitted(false);
                  setStatus({ kind: 'idle' });
                }}
              />
              {m.label}
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-zinc-400">
          Minimum payout {formatCents(minimum ?? 0)}; fee {formatCents(fee ?? 0)}.
        </p>
      </fieldset>
      {method === 'paxum' ? (
        <Field
          name="email"
          label="Paxum account e-mail"
          type="email"
          autoComplete="email"
          {...common}
        />
      ) : null}
      {method === 'wire' ? (
        <>
          <Field name="holder" label="Account holder" autoComplete="name" {...common} />
          <Field name="bank" label="Bank name" {...common} />
          <Field
            name="iban"
            label="IBAN"
            hint="Country code, check digits and account, e.g. DE89 3704 0044 0532 0130 00"
            {...common}
          />
          <Field
            name="bic"
            label="BIC / SWIFT"
            hint="8 or 11 characters, e.g. DEUTDEFF"
            {...common}
          />
        </>
      ) : null}
      {method === 'usdt' ? (
        <>
          <label className="block text-sm">
            Network
            <select
              name="network"
              value={values.network}
              onChange={(e) => change('network', e.currentTarget.value)}
              className={CONTROL}
            >
              <option value="TRC20">TRC20 (Tron)</option>
              <option value="ERC20">ERC20 (Ethereum)</option>
            </select>
          </label>
          <Field
            name="address"
            label="Wallet address"
            hint={
              values.network === 'ERC20'
                ? '0x and 40 hexadecimal characters'
                : 'T and 33 more characters'
            }
            {...common}
          />
        </>
      ) : null}
      {method === 'check' ? (
        <>
          <Field name="payee" label="Payee" autoComplete="name" {...common} />
          <Field name="line1" label="Street and number" autoComplete="address-line1" {...common} />
          <Field
            name="line2"
            label="Address line 2 (optional)"
            autoComplete="address-line2"
            {...common}
          />
          <Field name="city" label="City" autoComplete="address-level2" {...common} />
          <Field
            name="region"
            label="State or region (optional)"
            autoComplete="address-level1"
            {...common}
          />
          <Field name="postalCode" label="Postal code" autoComplete="postal-code" {...common} />
          <Field
            name="country"
            label="Country (two letters, e.g. US)"
            autoComplete="country"
            {...common}
          />
        </>
      ) : null}
      <p>
        <button type="submit" className="btn btn-solid" disabled={status.kind === 'saving'}>
          {status.kind === 'saving' ? 'Saving…' : 'Save payout method'}
        </button>
      </p>
      <div aria-live="polite">
        {status.kind === 'saved' ? (
          <p role="status" className="text-emerald-300">
            Payout method saved.
          </p>
        ) : null}
        {status.kind === 'error' ? (
          <p role="alert" className="text-rose-300">
            {status.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
