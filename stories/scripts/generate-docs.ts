/**
 * Regenerates every generated region of docs/**\/*.md from the code: machine diagrams and
 * transition tables, the contract and its error catalogue, included example files.
 * `--check` only reports pages that are out of date (exit 1).
 * Run: npm run docs:generate -w stories  (check: npm run docs:check -w stories)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { regenerate } from '../src/docs/generate';

const docs = fileURLToPath(new URL('../../docs', import.meta.url));

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pages(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const check = process.argv.includes('--check');
let stale = 0;
for (const path of pages(docs)) {
  const before = readFileSync(path, 'utf8');
  const after = regenerate(before, (file) => readFileSync(join(docs, file), 'utf8'));
  if (before === after) continue;
  stale += 1;
  const name = relative(process.cwd(), path);
  if (check) console.error(`${name}: out of date (npm run docs:generate -w stories)`);
  else {
    writeFileSync(path, after);
    console.log(`updated ${name}`);
  }
}
if (check && stale > 0) process.exit(1);
