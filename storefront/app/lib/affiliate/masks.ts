/**
 * Input masks (spec §5): `#` a digit, `X` a letter or digit, `S` a letter, `A` a letter made
 * upper-case, `a` a letter made lower-case, `!` makes the next mask character literal. Any other
 * mask character is a literal that is inserted (and skipped when the user typed it).
 */

interface Token {
  pattern: RegExp;
  transform?: (char: string) => string;
}

const TOKENS: Record<string, Token> = {
  '#': { pattern: /\d/ },
  X: { pattern: /[0-9a-zA-Z]/ },
  S: { pattern: /[a-zA-Z]/ },
  A: { pattern: /[a-zA-Z]/, transform: (c) => c.toLocaleUpperCase() },
  a: { pattern: /[a-zA-Z]/, transform: (c) => c.toLocaleLowerCase() },
};

const ESCAPE = '!';

function tokenAt(mask: string, index: number): Token | undefined {
  const char = mask[index];
  return char !== undefined && Object.hasOwn(TOKENS, char) ? TOKENS[char] : undefined;
}

/**
 * Formats `value` by `mask`. Characters that do not fit their slot are dropped; literals are
 * inserted up to the last character typed (never trailing), so deleting stays natural.
 */
export function applyMask(value: string, mask: string): string {
  let output = '';
  let iMask = 0;
  let iValue = 0;
  while (iMask < mask.length && iValue < value.length) {
    const token = tokenAt(mask, iMask);
    const char = value.charAt(iValue);
    if (token) {
      if (token.pattern.test(char)) {
        output += token.transform ? token.transform(char) : char;
        iMask++;
      }
      iValue++;
      continue;
    }
    if (mask[iMask] === ESCAPE) iMask++;
    const literal = mask.charAt(iMask);
    output += literal;
    if (char === literal) iValue++;
    iMask++;
  }
  return output;
}

/** The characters the user typed into the mask's slots, without its literals. */
export function unmask(value: string, mask: string): string {
  const masked = applyMask(value, mask);
  let raw = '';
  let iMask = 0;
  for (const char of masked) {
    if (mask[iMask] === ESCAPE) {
      iMask += 2;
      continue;
    }
    if (tokenAt(mask, iMask)) raw += char;
    iMask++;
  }
  return raw;
}

/** Whether every slot of the mask is filled. */
export function isMaskComplete(value: string, mask: string): boolean {
  const slots = mask
    .replace(/!./g, '')
    .split('')
    .filter((c) => Object.hasOwn(TOKENS, c)).length;
  return unmask(value, mask).length === slots;
}
