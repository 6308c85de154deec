/** What a payment gateway is asked to do: charge an order's total through one biller. */
export interface ChargeRequest {
  orderId: string;
  billerId: string;
  amountCents: number;
  currency: 'USD';
  /** Biller-specific payment details (a card number for the test card biller, say). */
  details: Record<string, string>;
}

export type ChargeResult =
  | { status: 'approved'; reference: string }
  | { status: 'declined'; reference: string | null; message: string };

export interface Biller {
  id: string;
  name: string;
  kind: 'card' | 'crypto';
}

/** The seam a real gateway implements. */
export interface PaymentGateway {
  billers(): Biller[];
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/**
 * The built-in test gateway: two billers, `test-card` and `test-crypto`. The card biller declines
 * the configured magic card number; the crypto biller declines a wallet named `decline`.
 */
export function createTestGateway(options: { declineCardNumber: string }): PaymentGateway {
  const billers: Biller[] = [
    { id: 'test-card', name: 'Test card', kind: 'card' },
    { id: 'test-crypto', name: 'Test crypto', kind: 'crypto' },
  ];
  let sequence = 0;
  return {
    billers: () => billers,
    async charge(request) {
      sequence += 1;
      const reference = `test_${request.billerId}_${Date.now().toString(36)}_${sequence}`;
      if (request.billerId === 'test-card') {
        const card = (request.details.cardNumber ?? '').replace(/\s+/g, '');
        if (card === options.declineCardNumber) {
          return { status: 'declined', reference, message: 'Card declined by the test gateway' };
        }
        return { status: 'approved', reference };
      }
      if (request.billerId === 'test-crypto') {
        if (request.details.wallet === 'decline') {
          return { status: 'declined', reference, message: 'Payment declined by the test gateway' };
        }
        return { status: 'approved', reference };
      }
      return { status: 'declined', reference: null, message: `Unknown biller ${request.billerId}` };
    },
  };
}
