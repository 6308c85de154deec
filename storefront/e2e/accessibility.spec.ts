import { createRequire } from 'node:module';
import { expect, test } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: string[] }>;
}

for (const path of ['/', '/videos', '/no/such/page', '/test-headers?status=500', '/login']) {
  test(`${path} has no accessibility violations and no console errors`, async ({
    page,
    navigate,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await navigate(path);
    await page.addScriptTag({ path: axePath });
    const violations: AxeViolation[] = await page.evaluate(async () => {
      const axe = Reflect.get(window, 'axe') as {
        run: (context: Document) => Promise<{ violations: unknown[] }>;
      };
      return (await axe.run(document)).violations as AxeViolation[];
    });
    expect(
      violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
}
