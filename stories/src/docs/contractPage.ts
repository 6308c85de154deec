import { type CallName, callSummaries, contract } from '@reelcart/contract/docs';
import {
  type CallDefinition,
  ERROR_MESSAGES,
  ERROR_STATUS,
  OWNERSHIP_REASONS,
  PAYMENT_INFO_TOAST,
} from '@reelcart/sdk/contract';
import * as z from 'zod/mini';
import { markdownTable } from '../statechart/mermaid';
import { schemaType } from './schemaType';

/**
 * The body of docs/contract.md's generated regions: every call of the contract (method, path,
 * who may call it, body, query, answer) read from the zod schemas, and the error catalogue.
 */
function typeOf(schema: z.ZodMiniType, io: 'input' | 'output'): string {
  return schemaType(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as object);
}

const AUTH: Record<CallDefinition['auth'], string> = {
  none: 'anyone',
  optional: 'anyone (the token is sent when there is one)',
  required: 'a signed-in user (bearer token)',
};

export function contractCalls(): string {
  const sections = Object.entries(contract).map(([name, definition]) => {
    const call = definition as CallDefinition;
    const parts = [
      `### \`${name}\` — \`${call.method} ${call.path}\``,
      '',
      `${callSummaries[name as CallName]}. Who: ${AUTH[call.auth]}.`,
    ];
    const block = (title: string, type: string) =>
      parts.push('', `${title}:`, '', '```ts', type, '```');
    if (call.query) block('Query', typeOf(call.query, 'input'));
    if (call.body) block('Body', typeOf(call.body, 'input'));
    block('Answer (200)', typeOf(call.response, 'input'));
    return parts.join('\n');
  });
  return sections.join('\n\n');
}

export function errorCatalogue(): string {
  const rows = Object.entries(ERROR_MESSAGES).map(([code, message]) => [
    `\`${code}\``,
    message.replaceAll('|', '\\|'),
    String(ERROR_STATUS[code as keyof typeof ERROR_STATUS] ?? '—'),
  ]);
  const reasons = Object.entries(OWNERSHIP_REASONS).map(([key, reason]) => [`\`${key}\``, reason]);
  return [
    markdownTable(['code', 'message', 'status'], rows),
    '',
    'Ownership reasons (in order of precedence):',
    '',
    markdownTable(['rule', 'reason'], reasons),
    '',
    `Affiliate without payout information: "${PAYMENT_INFO_TOAST.title}" — ${PAYMENT_INFO_TOAST.description} (${PAYMENT_INFO_TOAST.action.label} → \`${PAYMENT_INFO_TOAST.action.href}\`).`,
  ].join('\n');
}
