import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core on the page; each violation as 'id (impact): targets'. */
export async function axeViolations(
  page: Page,
  impacts: ReadonlyArray<string | null> | null = null,
): Promise<string[]> {
  // Evaluated through the DevTools protocol, not as a <script> tag: the pages' CSP (no inline
  // scripts without the request's nonce, decision 033) would block an injected tag.
  if (!(await page.evaluate(() => Reflect.has(window, 'axe')))) await page.evaluate(axeSource);
  // The page at rest: finite CSS transitions and animations (a button's hover colour fading back
  // after the pointer left it) are awaited, so contrast is measured on the final colours. Endless
  // ones (spinners, skeleton pulses) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations: AxeViolation[] = await page.evaluate(async () => {
    const axe = Reflect.get(window, 'axe') as {
      run: (context: Document) => Promise<{ violations: unknown[] }>;
    };
    return (await axe.run(document)).violations as AxeViolation[];
  });
  return violations
    .filter((v) => impacts === null || impacts.includes(v.impact))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
