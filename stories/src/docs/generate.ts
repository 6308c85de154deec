// Sources, not the package: the package resolves to sdk/dist, which may be older than the code.
import { authMachine } from '../../../sdk/src/auth/authMachine';
import { cartMachine } from '../../../sdk/src/cart/cartMachine';
import { markersOf, writeBlocks, writeRegion } from '../statechart/docBlocks';
import { contractCalls, errorCatalogue } from './contractPage';

/**
 * Everything generated in docs/*.md, in one function, so the script that writes the pages and
 * the story that checks them agree:
 * - `statechart NAME` / `events NAME`: a machine's diagram and transition table;
 * - `contract calls` / `contract errors`: the contract's calls and the error catalogue;
 * - `include PATH`: a file of docs/examples (PATH relative to docs/), as a fenced block.
 */
const MACHINES = { auth: authMachine, cart: cartMachine };
const FENCE: Record<string, string> = { ts: 'ts', tsx: 'tsx', html: 'html', js: 'js' };

export function regenerate(markdown: string, readDocsFile: (path: string) => string): string {
  let next = markdown;
  for (const [name, machine] of Object.entries(MACHINES)) next = writeBlocks(next, name, machine);
  if (next.includes('<!-- generated:contract calls -->')) {
    next = writeRegion(next, 'contract calls', contractCalls());
  }
  if (next.includes('<!-- generated:contract errors -->')) {
    next = writeRegion(next, 'contract errors', errorCatalogue());
  }
  for (const marker of markersOf(next, 'include')) {
    const path = marker.slice('include '.length);
    const language = FENCE[path.split('.').at(-1) ?? ''] ?? '';
    const text = readDocsFile(path).trimEnd();
    next = writeRegion(next, marker, `\`\`\`${language}\n${text}\n\`\`\``);
  }
  return next;
}
