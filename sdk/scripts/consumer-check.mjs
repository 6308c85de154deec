// The package as its users get it, type-checked with `skipLibCheck: false` (issue 32):
//
// 1. Every TypeScript snippet of docs/*.md (fenced `ts`/`tsx` blocks) against the built package
//    (`@reelcart/sdk` resolves through the workspace link and its `exports` to sdk/dist), React's
//    types included. A block that is a bare object type (the contract page's request and answer
//    shapes) is checked as a type alias; a block included from docs/examples/NAME keeps NAME, so
//    the snippets that import each other resolve.
// 2. `npm pack`, the tarball installed into a new consumer project (no React: the install must
//    not pull it in), and `tsc --noEmit` over a file importing the core and the drop-in.
//
// Each check carries a `@ts-expect-error` canary: a check that silently stopped checking (types
// resolving to nothing) fails on the unused directive. Run after `npm run build -w sdk`.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sdkDir = fileURLToPath(new URL('..', import.meta.url));
const root = join(sdkDir, '..');
const docsDir = join(root, 'docs');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

const strict = {
  strict: true,
  skipLibCheck: false,
  noEmit: true,
  target: 'es2022',
  lib: ['es2023', 'dom', 'dom.iterable'],
  types: [],
};

/** `tsc -p dir`; on errors prints them and exits 1. */
function typecheck(dir, label) {
  try {
    execFileSync(process.execPath, [tsc, '-p', dir], { stdio: 'pipe', encoding: 'utf8' });
    console.log(`consumer-check: ${label}: no type errors (skipLibCheck: false)`);
  } catch (error) {
    console.error(`consumer-check: ${label}: type errors\n${error.stdout}${error.stderr}`);
    process.exitCode = 1;
  }
}

/** A block with none of these is a bare type (the contract page's shapes: `{ … }`, `object`). */
const STATEMENT = /^(?:import|export|const|let|function|async|interface|type|declare|class)\b/m;

/** The docs' ts/tsx blocks as files: [name, text]. */
export function snippetsOf(markdown, page) {
  const files = [];
  const pattern =
    /(?:<!-- generated:include examples\/([\w.-]+) -->\n)?```(tsx?)\n([\s\S]*?)\n```/g;
  let index = 0;
  for (const [, included, language, body] of markdown.matchAll(pattern)) {
    index += 1;
    if (included) files.push([included, body]);
    else if (!STATEMENT.test(body)) {
      files.push([`${page}-${index}.ts`, `type integer = number;\nexport type Shape = ${body};\n`]);
    } else files.push([`${page}-${index}.${language}`, body]);
  }
  return files;
}

function checkDocs() {
  // Inside the repository, so that `@reelcart/sdk` and React's types resolve from node_modules.
  const dir = join(sdkDir, '.docs-snippets');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  try {
    let count = 0;
    for (const page of readdirSync(docsDir).filter((name) => name.endsWith('.md'))) {
      const markdown = readFileSync(join(docsDir, page), 'utf8');
      for (const [name, text] of snippetsOf(markdown, basename(page, '.md'))) {
        writeFileSync(join(dir, name), text);
        count += 1;
      }
    }
    writeFileSync(
      join(dir, 'canary.ts'),
      "import { createCommerce } from '@reelcart/sdk';\n// @ts-expect-error: baseURL is a string\ncreateCommerce({ baseURL: 42 });\n",
    );
    const compilerOptions = {
      ...strict,
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      types: ['react', 'react-dom'],
      isolatedModules: true,
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*'] }));
    typecheck(dir, `${count} docs snippets`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const CONSUMER = `import { createCommerce, type Commerce } from '@reelcart/sdk';
import '@reelcart/sdk/embed';

export const commerce: Commerce = createCommerce({ baseURL: 'https://shop.example.com' });
// The drop-in's events are typed on the elements and on document.
document.addEventListener('reelcart:add', (event) => console.log(event.detail.product._id));
// @ts-expect-error: baseURL is a string
createCommerce({ baseURL: 42 });
`;

function checkTarball() {
  const dir = mkdtempSync(join(tmpdir(), 'reelcart-consumer-'));
  try {
    const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
      cwd: sdkDir,
      encoding: 'utf8',
    });
    const tarball = join(dir, JSON.parse(packed)[0].filename);
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'reelcart-consumer', private: true, type: 'module' }),
    );
    // From the npm cache when it has them (offline CI), else from the registry.
    execFileSync(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock', tarball],
      { cwd: dir, stdio: 'pipe' },
    );
    for (const name of ['react', 'react-dom', '@xstate/react']) {
      if (existsSync(join(dir, 'node_modules', name))) {
        console.error(
          `consumer-check: installing the SDK pulled in ${name}; React must stay optional`,
        );
        process.exitCode = 1;
      }
    }
    writeFileSync(join(dir, 'consumer.ts'), CONSUMER);
    const compilerOptions = { ...strict, module: 'nodenext', moduleResolution: 'nodenext' };
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, files: ['consumer.ts'] }),
    );
    typecheck(dir, 'the packed tarball in a project without React');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// `--docs` or `--tarball` runs one of the two checks; no argument, both.
const only = process.argv[2];
if (only !== '--tarball') checkDocs();
if (only !== '--docs') checkTarball();
