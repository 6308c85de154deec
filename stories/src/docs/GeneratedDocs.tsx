import { regenerate } from './generate';

/** Every Markdown page of docs/ and every example file, as committed (Vite reads them raw). */
const pages = import.meta.glob<string>(['../../../docs/**/*.md', '!../../../docs/api/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const examples = import.meta.glob<string>('../../../docs/examples/*.{ts,tsx,html}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const PREFIX = '../../../docs/';

function readDocsFile(path: string): string {
  const text = examples[PREFIX + path];
  if (text === undefined) throw new Error(`docs: no example file ${path}`);
  return text;
}

export interface PageStatus {
  path: string;
  fresh: boolean;
}

/** Each page, and whether regenerating it from today's code would change it. */
export function pageStatuses(): PageStatus[] {
  return Object.entries(pages).map(([key, markdown]) => ({
    path: key.slice(PREFIX.length),
    fresh: regenerate(markdown, readDocsFile) === markdown,
  }));
}

/** The docs pages with their generated regions checked against the code. */
export function GeneratedDocs() {
  const statuses = pageStatuses();
  return (
    <ul aria-label="Docs pages" className="flex flex-col gap-1 font-mono text-sm">
      {statuses.map(({ path, fresh }) => (
        <li key={path}>
          docs/{path}: {fresh ? 'up to date' : 'OUT OF DATE — run npm run docs:generate -w stories'}
        </li>
      ))}
    </ul>
  );
}
