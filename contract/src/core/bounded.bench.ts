import { bench, describe } from 'vitest';
import * as z from 'zod/mini';
import { contract } from '../docs/index';
import { RegisterRequest } from '../store/auth';
import { checksOf, requestLeaves } from './requestSchemas.testing';

/**
 * Run: `npx vitest bench --project contract contract/src/core/bounded.bench.ts --run`.
 * The figures behind decision 056: every pattern of the contract on adversarial inputs of 10 KB and
 * 1 MB (run directly, without the length bound that normally stops such inputs first: linear
 * patterns take about 100× longer for 100× the input), the former e-mail and Range patterns
 * (quadratic: 2× the input, 4× the time), and the whole schema on 1 MB (refused on its length).
 */

/** Inputs that make backtracking patterns work hardest: long runs of what a quantifier accepts. */
const UNITS = ['a@', '.', ' ', '/', '0', 'a-', 'a'];
const adversarial = (size: number) =>
  UNITS.flatMap((unit) => {
    const run = unit.repeat(Math.ceil(size / unit.length));
    return [`${run}!`, `${run}@`, `a@${run}@`, `/${run} `];
  });

const patterns = new Map<string, RegExp>();
for (const leaf of requestLeaves(contract))
  for (const c of checksOf(leaf.schema)) if (c.pattern) patterns.set(String(c.pattern), c.pattern);

const KB10 = adversarial(10 * 1024);
const MB1 = adversarial(1024 * 1024);

describe.each([...patterns.entries()])('%s', (_name, pattern) => {
  bench('10 KB adversarial inputs', () => {
    for (const input of KB10) pattern.test(input);
  });
  bench('1 MB adversarial inputs', () => {
    for (const input of MB1) pattern.test(input);
  });
});

const FORMER = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  range: /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i,
};
describe('the former patterns (quadratic)', () => {
  for (const size of [2_000, 4_000, 8_000]) {
    bench(`e-mail: "a@" + ${size} dots + "@"`, () => {
      FORMER.email.test(`a@${'.'.repeat(size)}@`);
    });
    bench(`Range: "bytes=" + ${size} spaces + "!"`, () => {
      FORMER.range.test(`bytes=${' '.repeat(size)}!`);
    });
  }
});

describe('a schema refuses 1 MB on its length before any pattern', () => {
  const email = RegisterRequest.shape.email;
  const slow = `a@${'.'.repeat(1024 * 1024)}@`;
  bench('register e-mail, 1 MB', () => {
    z.safeParse(email, slow);
  });
});
