/**
 * Regenerates the statechart diagrams and transition tables in docs/concepts/*.md from the
 * machine definitions. `--check` only reports pages that are out of date (exit 1).
 * Run: npm run docs:statecharts -w stories  (or: npx tsx stories/scripts/statecharts.ts --check)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { authMachine } from '../../sdk/src/auth/authMachine';
import { cartMachine } from '../../sdk/src/cart/cartMachine';
import { writeBlocks } from '../src/statechart/docBlocks';

const pages = [
  { file: '../../docs/concepts/auth.md', name: 'auth', machine: authMachine },
  { file: '../../docs/concepts/cart.md', name: 'cart', machine: cartMachine },
];

const check = process.argv.includes('--check');
let stale = 0;
for (const page of pages) {
  const path = fileURLToPath(new URL(page.file, import.meta.url));
  const before = readFileSync(path, 'utf8');
  const after = writeBlocks(before, page.name, page.machine);
  if (before === after) continue;
  stale += 1;
  if (check) console.error(`${path}: statechart is out of date`);
  else writeFileSync(path, after);
  if (!check) console.log(`updated ${path}`);
}
if (check && stale > 0) process.exit(1);
