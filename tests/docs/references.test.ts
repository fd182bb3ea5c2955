import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md "References": code cites `spec N §x` (docs/spec/N-*.md), `docs/spec/decisions.md §N`,
// a decision record `docs/decisions/NNNN-title.md` and a house style rule `docs/style.md §N`; every
// citation must lead to a file of this repository in a fresh clone.

const codeRoots = ['src', 'server', 'tests', 'e2e', 'bench'];
/** The configuration files at the root that carry comments, and the documents that cite. */
const rootFiles = readdirSync('.').filter((name) => /\.(ts|cjs|md)$/.test(name) && statSync(name).isFile());
const ownDocuments = ['docs/style.md', ...readdirSync('docs/decisions').map((name) => join('docs/decisions', name)), ...markdownUnder('bench')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|css|cjs)$/.test(name) ? [path] : [];
  });
}

function markdownUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** This test names the forbidden forms itself, so the scans for them skip it. */
const thisTest = 'tests/docs/references.test.ts';
const sources = [...codeRoots.flatMap(sourceFiles), ...rootFiles, ...ownDocuments].map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const specFiles = readdirSync('docs/spec');

/** The numbered headings (`## 2.`, `### 2.1`) of a Markdown file. */
function sectionsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.?\s/gm)].map((match) => match[1] ?? ''));
}

function citations(pattern: RegExp): { path: string; cited: string[] }[] {
  return sources.map(({ path, text }) => ({ path, cited: [...text.matchAll(pattern)].map((match) => match.slice(1).join(' ')) }));
}

describe('references in code comments', () => {
  it('cite sections that exist in the copied specification documents', () => {
    const missing = citations(/spec ([123]) ?§ ?(\d+(?:\.\d+)?)/g).flatMap(({ path, cited }) =>
      cited
        .filter((citation) => {
          const [document, section] = citation.split(' ');
          const file = specFiles.find((name) => name.startsWith(`${document}-`));
          return !file || !sectionsOf(readFileSync(join('docs/spec', file), 'utf8')).has(section ?? '');
        })
        .map((citation) => `${path}: spec ${citation}`),
    );
    expect(missing).toEqual([]);
  });

  it('cite the specification decisions by their path and an existing section', () => {
    const sections = sectionsOf(readFileSync('docs/spec/decisions.md', 'utf8'));
    const missing = citations(/docs\/spec\/decisions\.md §(\d+)/g).flatMap(({ path, cited }) =>
      cited.filter((section) => !sections.has(section)).map((section) => `${path}: §${section}`),
    );
    expect(missing).toEqual([]);
  });

  it('cite the project decisions by the path of an existing record', () => {
    const missing = citations(/docs\/decisions\/(\d{4}-[a-z0-9-]+\.md)/g).flatMap(({ path, cited }) =>
      cited.filter((record) => !existsSync(join('docs/decisions', record))).map((record) => `${path}: ${record}`),
    );
    expect(missing).toEqual([]);
  });

  it('cite the house style by an existing section of docs/style.md', () => {
    const sections = sectionsOf(readFileSync('docs/style.md', 'utf8'));
    const missing = citations(/docs\/style\.md §(\d+)/g).flatMap(({ path, cited }) =>
      cited.filter((section) => !sections.has(section)).map((section) => `${path}: §${section}`),
    );
    expect(missing).toEqual([]);
  });

  it('no longer cite the single decisions file or numbered house style rules', () => {
    const stale = sources
      .filter(({ path }) => path !== thisTest)
      .flatMap(({ path, text }) =>
        [...text.matchAll(/docs\/decisions\.md\s*["(]|docs\/decisions\.md\s*$|[Hh]ouse\s+style\s+rule/gm)].map((match) => `${path}: ${match[0]}`),
      );
    expect(stale).toEqual([]);
  });

  it('cite nothing outside the repository', () => {
    // Imports of server/src/shared (`'../shared/…'`) are code; a `../shared/` in prose, or any /work/
    // path, leads outside a fresh clone.
    const outside = sources
      .filter(({ path }) => path !== thisTest)
      .flatMap(({ path, text }) =>
        [...text.matchAll(/(?<![\w'"./-])(?:\.\.\/)+shared\/|\/work\/|shared\/(?:style|stack-notes)\.md/g)].map((match) => `${path}: ${match[0]}`),
      );
    expect(outside).toEqual([]);
  });

  it('link, in the decision records and measurements, only to files that exist', () => {
    const broken = ownDocuments.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((match) => match[1] ?? '')
        .filter((target) => !/^[a-z]+:/.test(target) && !existsSync(join(dirname(path), target)))
        .map((target) => `${path}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('never cite a decisions file ambiguously', () => {
    const ambiguous = sources.flatMap(({ path, text }) => [...text.matchAll(/(?<![/\w])decisions(\.md)?( ?§| ")/g)].map(() => path));
    expect(ambiguous).toEqual([]);
  });
});
