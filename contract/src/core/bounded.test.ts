import fc from 'fast-check';
import { check } from 'recheck';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { contract } from '../docs/index';
import { CONTROL_CHARACTER_MESSAGE, EMAIL_PATTERN, emailAddress, INT4_MAX } from './bounded';
import { checksOf, maxLengthOf, numberBoundsOf, requestLeaves } from './requestSchemas.testing';

const leaves = requestLeaves(contract);
const strings = leaves.filter((l) => l.kind === 'string');
const numbers = leaves.filter((l) => l.kind === 'number');
const MEGABYTE = 1024 * 1024;

/** The e-mail that took 4.9 s on `POST /api/auth/register` (issue 29, item 1). */
const SLOW_EMAIL = `a@${'.'.repeat(64_000)}@`;
/** The patterns it replaced: quadratic on SLOW_EMAIL (server, contact/report, Paxum). */
const OLD_EMAIL_PATTERNS = [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/];

/**
 * recheck's pure-JavaScript backend, made deterministic: a fixed seed, and limits counted in
 * characters read by its matcher instead of milliseconds (no timeouts).
 */
async function redos(pattern: RegExp) {
  process.env.RECHECK_BACKEND = 'pure';
  return check(pattern.source, pattern.flags, {
    randomSeed: 29,
    timeout: null,
    attackTimeout: null,
    incubationTimeout: null,
  });
}

/** zod's own probe for astral characters when it counts a string's length: one character class. */
const ZOD_LENGTH_PROBE = '[\\uD800-\\uDBFF]';

/** Counts the regular expressions (other than zod's length probe) run while `run` executes. */
function regexRuns(run: () => void): number {
  const test = vi.spyOn(RegExp.prototype, 'test');
  const exec = vi.spyOn(RegExp.prototype, 'exec');
  try {
    run();
    const contexts = [...test.mock.contexts, ...exec.mock.contexts] as RegExp[];
    return contexts.filter((r) => r.source !== ZOD_LENGTH_PROBE).length;
  } finally {
    test.mockRestore();
    exec.mockRestore();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the e-mail pattern (issue 29, item 1)', () => {
  it('is free of super-linear backtracking, where the old ones were not (recheck, pure backend)', async () => {
    const now = await redos(EMAIL_PATTERN);
    expect(now.status, JSON.stringify(now)).toBe('safe');
    for (const old of OLD_EMAIL_PATTERNS) {
      const before = await redos(old);
      expect(before.status).toBe('vulnerable');
      expect(before.status === 'vulnerable' && before.complexity.type).toBe('polynomial');
    }
  }, 120_000);

  it('refuses "a@" + 64,000 dots + "@" on its length alone, without running any pattern', () => {
    const schema = emailAddress();
    let result: ReturnType<typeof z.safeParse> | undefined;
    expect(regexRuns(() => (result = z.safeParse(schema, SLOW_EMAIL)))).toBe(0);
    expect(result?.error?.issues.map((i) => i.code)).toEqual(['too_big']);
  });

  it.each([
    ['name@example.com', true],
    ['first.last+tag@mail.example.co.uk', true],
    ['a@b.cd', true],
    ['a@b.c', false],
    ['a@b', false],
    ['a@.b.cd', false],
    ['a@b..cd', false],
    ['a b@c.de', false],
    ['a@b@c.de', false],
  ])('%s → %s', (email, ok) => {
    expect(EMAIL_PATTERN.test(email)).toBe(ok);
  });
});

describe('every string a request carries is bounded before anything else runs', () => {
  it('walks a contract that has request strings and numbers only, no unknown kinds', () => {
    expect(strings.length).toBeGreaterThan(150);
    expect(leaves.filter((l) => l.kind === 'other').map((l) => l.where)).toEqual([]);
  });

  it.each(strings.map((l) => [l.where, l] as const))(
    '%s: max length first (aborting), control characters second',
    (_where, leaf) => {
      const checks = checksOf(leaf.schema);
      expect(checks[0]).toMatchObject({ check: 'max_length', abort: true });
      expect(checks[1]).toMatchObject({ check: 'custom', abort: true });
      expect(maxLengthOf(leaf.schema)).toBeLessThanOrEqual(MEGABYTE);
    },
  );

  it.each(strings.map((l) => [l.where, l] as const))(
    '%s: an over-long input (up to 1 MB) is refused with the length issue alone and no pattern run',
    (_where, leaf) => {
      const max = maxLengthOf(leaf.schema) ?? MEGABYTE;
      for (const unit of ['a@', '.', ' ', '/', '0', 'a-']) {
        const input = unit.repeat(Math.ceil(Math.min(MEGABYTE, max * 4 + 64) / unit.length));
        if (input.length <= max) continue;
        let result: ReturnType<typeof z.safeParse> | undefined;
        expect(regexRuns(() => (result = z.safeParse(leaf.schema, input)))).toBe(0);
        expect(result?.error?.issues.map((i) => i.code)).toEqual(['too_big']);
      }
    },
  );
});

describe('no pattern of the contract can backtrack badly', () => {
  const patterns = new Map<string, { pattern: RegExp; where: string[] }>();
  for (const leaf of strings) {
    for (const c of checksOf(leaf.schema)) {
      if (!c.pattern) continue;
      const key = `/${c.pattern.source}/${c.pattern.flags}`;
      const entry = patterns.get(key) ?? { pattern: c.pattern, where: [] };
      entry.where.push(leaf.where);
      patterns.set(key, entry);
    }
  }

  it('finds the patterns', () => {
    expect(patterns.size).toBeGreaterThan(5);
    expect([...patterns.keys()]).toContain(`/${EMAIL_PATTERN.source}/`);
  });

  it.each([...patterns.entries()])(
    '%s is safe (recheck, pure backend)',
    async (_key, { pattern, where }) => {
      const diagnostics = await redos(pattern);
      expect(diagnostics.status, `${where.join(', ')}: ${JSON.stringify(diagnostics)}`).toBe(
        'safe',
      );
    },
    120_000,
  );
});

/** C0 controls and DEL; tab, LF and CR are the three a multi-line field may hold. */
const LINE_BREAKS = ['\t', '\n', '\r'];
const control = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f))
  .map((code) => String.fromCharCode(code));

describe('control characters are refused in every request string', () => {
  // Invariant: for every string field of every request schema, any value (within its bound) with
  // a control character inserted anywhere is refused with the control-character message, except
  // tab and line breaks in a multi-line field, which are accepted by that check.
  it.each(strings.map((l) => [l.where, l] as const))('%s', (_where, leaf) => {
    const max = maxLengthOf(leaf.schema) ?? 0;
    const multiline = !z.safeParse(leaf.schema, '\n').error?.issues.some(isControlIssue);
    fc.assert(
      fc.property(
        fc.string({ maxLength: Math.max(0, Math.min(max - 1, 40)) }),
        fc.nat(),
        control,
        (text, at, char) => {
          const i = at % (text.length + 1);
          const value = text.slice(0, i) + char + text.slice(i);
          const issues = z.safeParse(leaf.schema, value).error?.issues ?? [];
          const allowed = multiline && LINE_BREAKS.includes(char);
          expect(issues.some(isControlIssue)).toBe(!allowed);
        },
      ),
      { numRuns: 40 },
    );
  });
});

const isControlIssue = (issue: { message: string }) => issue.message === CONTROL_CHARACTER_MESSAGE;

/** Calls whose numbers are never stored in an int4 column (a client clock in milliseconds). */
const NOT_INT4 = new Set(['pushCart.body.optimisticOperations[].timestamp']);

describe('numbers in requests are bounded to what the database stores', () => {
  it.each(numbers.map((l) => [l.where, l] as const))('%s', (where, leaf) => {
    const { min, max } = numberBoundsOf(leaf.schema);
    expect(Number.isFinite(min), 'a minimum').toBe(true);
    expect(Number.isFinite(max), 'a maximum').toBe(true);
    if (!NOT_INT4.has(where)) {
      expect(max).toBeLessThanOrEqual(INT4_MAX);
      expect(min).toBeGreaterThanOrEqual(-INT4_MAX - 1);
      expect(z.safeParse(leaf.schema, INT4_MAX + 1).success).toBe(false);
    }
  });
});
