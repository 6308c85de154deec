/**
 * The refund confirmation e-mail (issue 18) as a pure function: the outbox (another part of the
 * issue) sends what this returns. Amounts are integer cents, shown in US dollars.
 */
export interface RefundMailInput {
  to: string;
  orderNumber: string;
  lines: readonly { title: string; resolution: string; orderType: string; amountCents: number }[];
  amountCents: number;
  /** true when nothing of the order is left unrefunded. */
  full: boolean;
  storeName?: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export const formatUsd = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${Math.floor(Math.abs(cents) / 100).toLocaleString('en-US')}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export function refundConfirmationMail(input: RefundMailInput): Mail {
  const store = input.storeName ?? 'Reelcart';
  const what = input.full ? 'Your order' : 'Part of your order';
  const lines = input.lines.map(
    (l) =>
      `- ${l.title} (${l.resolution}, ${l.orderType === 'rental' ? 'rental' : 'purchase'}): ${formatUsd(l.amountCents)}`,
  );
  return {
    to: input.to,
    subject: `${store}: refund of ${formatUsd(input.amountCents)} for order ${input.orderNumber}`,
    text: [
      'Hello,',
      '',
      `${what} ${input.orderNumber} was refunded: ${formatUsd(input.amountCents)} goes back to the payment method you used.`,
      '',
      ...lines,
      '',
      'The refunded videos are no longer available in My videos.',
      'It can take a few business days until the amount shows on your statement.',
      '',
      `— ${store}`,
    ].join('\n'),
  };
}
