import { describe, expect, it } from 'vitest';
import { parseWith } from '../core/parse';
import {
  addressProblems,
  bicProblem,
  emailProblem,
  ibanMask,
  ibanProblem,
  PayoutMethodRequest,
  usdtAddressProblem,
} from './affiliate';

describe('IBAN (country length + mod-97)', () => {
  it.each([
    'GB82 WEST 1234 5698 7654 32',
    'DE89 3704 0044 0532 0130 00',
    'FR14 2004 1010 0505 0001 3M02 606',
    'NL91 ABNA 0417 1643 00',
    'BE68 5390 0754 7034',
    'CH93 0076 2011 6238 5295 7',
    'NO93 8601 1117 947',
    'ES91 2100 0418 4502 0005 1332',
    'IT60 X054 2811 1010 0000 0123 456',
    'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
    'de89370400440532013000',
  ])('accepts %s', (iban) => {
    expect(ibanProblem(iban)).toBeNull();
  });

  it.each([
    ['GB82 WEST 1234 5698 7654 33', 'IBAN check digits do not match'],
    ['DE88 3704 0044 0532 0130 00', 'IBAN check digits do not match'],
    ['DE89 3704 0044 0532 0130 0', 'A DE IBAN has 22 characters'],
    ['NL91 ABNA 0417 1643 001', 'A NL IBAN has 18 characters'],
    ['XX89 3704 0044 0532 0130 00', 'Unknown IBAN country code'],
    ['US12 3456 7890', 'Unknown IBAN country code'],
    ['DE89 3704 0044 0532 0130 0!', 'An IBAN has letters and digits only'],
    ['', 'Enter an IBAN'],
  ])('rejects %s', (iban, message) => {
    expect(ibanProblem(iban)).toBe(message);
  });

  it('masks an IBAN in groups of four, as long as its country needs', () => {
    expect(ibanMask('DE')).toBe('AA## XXXX XXXX XXXX XXXX XX');
    expect(ibanMask('NO')).toBe('AA## XXXX XXXX XXX');
    expect(ibanMask('')).toHaveLength(34 + 8);
  });
});

describe('BIC (8 or 11)', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'NEDSZAJJXXX', 'bnpafrpp', 'UBSWCHZH80A'])(
    'accepts %s',
    (bic) => expect(bicProblem(bic)).toBeNull(),
  );
  it.each(['DEUTDEF', 'DEUTDEFF5', 'DEUT12FF', '1EUTDEFF', 'DEUTDEFF5000'])('rejects %s', (bic) =>
    expect(bicProblem(bic)).not.toBeNull(),
  );
});

describe('USDT addresses by network', () => {
  it('accepts well-formed TRC20 and ERC20 addresses', () => {
    expect(usdtAddressProblem('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeNull();
    expect(usdtAddressProblem('ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBeNull();
  });
  it('rejects an address of the other network or a malformed one', () => {
    expect(
      usdtAddressProblem('TRC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7'),
    ).not.toBeNull();
    expect(usdtAddressProblem('ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).not.toBeNull();
    // base58 has no 0, O, I or l
    expect(usdtAddressProblem('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60')).not.toBeNull();
    expect(usdtAddressProblem('ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec')).not.toBeNull();
    expect(
      usdtAddressProblem('ERC20', '0xgAC17F958D2ee523a2206206994597C13D831ec7'),
    ).not.toBeNull();
  });
});

describe('postal addresses', () => {
  const base = { line1: '350 Fifth Avenue', city: 'New York', postalCode: '10118', country: 'US' };
  it.each([
    base,
    { ...base, postalCode: '10118-0110' },
    { line1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' },
    { line1: '24 Sussex Drive', city: 'Ottawa', postalCode: 'K1M 1M4', country: 'CA' },
    { line1: 'Dam 1', city: 'Amsterdam', postalCode: '1012 JS', country: 'NL' },
    { line1: 'Platz der Republik 1', city: 'Berlin', postalCode: '11011', country: 'DE' },
    { line1: '1-1 Chiyoda', city: 'Tokyo', postalCode: '100-8111', country: 'JP' },
    { line1: 'Rua Augusta 1', city: 'Lisboa', postalCode: '1100-048', country: 'PT' },
  ])('accepts %o', (address) => expect(addressProblems(address)).toEqual({}));

  it('names each wrong field', () => {
    expect(addressProblems({ ...base, postalCode: '1011' })).toEqual({
      postalCode: 'Enter a valid postal code for US',
    });
    expect(addressProblems({ ...base, country: 'GB', postalCode: '12345' })).toHaveProperty(
      'postalCode',
    );
    expect(addressProblems({ line1: '', city: 'X', postalCode: '10118', country: 'USA' })).toEqual({
      line1: 'Enter the street and number',
      city: 'Enter the city',
      country: 'Choose a country (two-letter code)',
    });
  });
});

describe('the payout-method request', () => {
  it('accepts each valid method and rejects an invalid one naming the field', () => {
    const valid = [
      { method: 'paxum', email: 'payouts@example.com' },
      {
        method: 'wire',
        holder: 'Jane Example',
        bank: 'Example Bank',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'DEUTDEFF',
      },
      { method: 'usdt', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      {
        method: 'check',
        payee: 'Jane Example',
        address: {
          line1: '350 Fifth Avenue',
          city: 'New York',
          postalCode: '10118',
          country: 'US',
        },
      },
    ];
    for (const body of valid) expect(parseWith(PayoutMethodRequest, body).success).toBe(true);
    expect(emailProblem('not-an-email')).not.toBeNull();
    const bad = parseWith(PayoutMethodRequest, {
      method: 'wire',
      holder: 'Jane Example',
      bank: 'Example Bank',
      iban: 'DE00 3704 0044 0532 0130 00',
      bic: 'DEUTDEFF',
    });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.issues[0]?.path).toEqual(['iban']);
    const usdt = parseWith(PayoutMethodRequest, {
      method: 'usdt',
      network: 'ERC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    expect(usdt.success).toBe(false);
    if (!usdt.success) expect(usdt.issues[0]?.path).toEqual(['address']);
  });
});
