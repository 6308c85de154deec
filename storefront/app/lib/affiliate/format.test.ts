import { ibanMask } from '@reelcart/contract/affiliate';
import { describe, expect, it } from 'vitest';
import { conversion, embedSnippet, formatCents, periodFromUrl, referralLink } from './format';
import { applyMask, isMaskComplete, unmask } from './masks';

const now = new Date('2026-11-24T12:00:00Z');
const at = (q: string) => periodFromUrl(new URL(`http://x/affiliate${q}`), now);

describe('affiliate formatting', () => {
  it('formats money from cents and conversion as % and 1:N', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(conversion(3, 300)).toEqual({ percent: '1%', ratio: '1:100' });
    expect(conversion(0, 300)).toEqual({ percent: '—', ratio: '—' });
  });

  it('reads the period from the URL, custom ranges included', () => {
    expect(at('')).toEqual({ id: '30d', from: '2026-10-26', to: '2026-11-24' });
    expect(at('?period=today')).toEqual({ id: 'today', from: '2026-11-24', to: '2026-11-24' });
    expect(at('?period=yesterday').from).toBe('2026-11-23');
    expect(at('?period=7d').from).toBe('2026-11-18');
    expect(at('?period=this-month').from).toBe('2026-11-01');
    expect(at('?period=last-month')).toEqual({
      id: 'last-month',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(at('?period=custom&from=2026-09-01&to=2026-09-15')).toEqual({
      id: 'custom',
      from: '2026-09-01',
      to: '2026-09-15',
    });
    expect(at('?period=custom&from=2026-09-15&to=2026-09-01').from).toBe('2026-09-01');
    expect(at('?period=custom&from=nope&to=2026-09-01').id).toBe('30d');
  });

  it('builds referral links carrying dkr, source, sub-id and creative', () => {
    expect(
      referralLink('https://shop.test', '/videos?sort=new', {
        code: 'REELPAID',
        source: 'blog',
        creative: 'crt_rectangle',
      }),
    ).toBe('https://shop.test/videos?sort=new&dkr=REELPAID&source=blog&creative=crt_rectangle');
  });
});

describe('the payout form masks (spec §5: # digit, X alphanumeric, S/A/a letters, ! escape)', () => {
  it('formats an IBAN in groups of four, upper-casing the country', () => {
    const mask = ibanMask('de');
    expect(applyMask('de89370400440532013000', mask)).toBe('DE89 3704 0044 0532 0130 00');
    expect(isMaskComplete('DE89 3704 0044 0532 0130 00', mask)).toBe(true);
    expect(unmask('DE89 3704 0044 0532 0130 00', mask)).toBe('DE89370400440532013000');
    // A digit where the country letters go is dropped; letters in the check digits too.
    expect(applyMask('1DE8X9', mask)).toBe('DE89');
  });
  it('formats a BIC (AAAA AA XX XXX) and a US ZIP (#####-####), with ! escaping a mask character', () => {
    // X keeps the case it was typed in (the BIC field upper-cases afterwards).
    expect(applyMask('deutdeff500', 'AAAAAAXXXXX')).toBe('DEUTDEff500');
    expect(applyMask('101180110', '#####-####')).toBe('10118-0110');
    expect(applyMask('12', '!#-##')).toBe('#-12');
  });
});

describe('the drop-in snippet for affiliates', () => {
  it('loads the store’s drop-in with the affiliate’s code, and nothing a code could inject', () => {
    const snippet = embedSnippet('https://shop.example.com', 'AFF1"><script>');
    expect(snippet).toContain(
      '<script type="module" src="https://shop.example.com/embed/reelcart-embed.js" data-affiliate="AFF1script"></script>',
    );
    expect(snippet).toContain('<reelcart-cart></reelcart-cart>');
  });
});
