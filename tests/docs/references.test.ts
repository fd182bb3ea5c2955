import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md "References": code cites `spec N §x` (docs/spec/N-*.md), `docs/spec/decisions.md §N`
// and `docs/decisions.md` and a section title in quotes; every citation must lead somewhere in a fresh clone.

const codeRoots = ['src', 'server', 'tests', 'e2e', 'bench'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(name) ? [path] : [];
  });
}

const sources = codeRoots.flatMap(sourceFiles).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const specFiles = readdirSync('docs/spec');

/** The numbered headings (`## 2.`, `### 2.1`) of a Markdown file. */
function sectionsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.?\s/gm)].map((match) => match[1] ?? ''));
}

function titlesOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,4} (.+)$/gm)].map((match) => (match[1] ?? '').trim()));
}

function citations(pattern: RegExp): { path: string; cited: string[] }[] {
  return sources.map(({ path, text }) => ({ path, cited: [...text.matchAll(pattern)].map((match) => match.slice(1).join(' ')) }));
}

describe('references in code comments', () => {
  it('cite sections that exist in the copied specification documents', () => {
    const missing = citations(/spec ([123]) ?§ ?(\d+(?:\.\d+)?)/g).flatMap(({ path, cited }) =>
      cited.filter((citation) => {
        const [document, section] = citation.split(' ');
        const file = specFiles.find((name) => name.startsWith(`${document}-`));
        return !file || !sectionsOf(readFileSync(join('docs/spec', file), 'utf8')).has(section ?? '');
      }).map((citation) => `${path}: spec ${citation}`),
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

  it('cite the project decisions by the title of an existing section', () => {
    const titles = titlesOf(readFileSync('docs/decisions.md', 'utf8'));
    const missing = citations(/docs\/decisions\.md "([^"]+)"/g).flatMap(({ path, cited }) =>
      cited.filter((title) => ![...titles].some((heading) => heading.startsWith(title))).map((title) => `${path}: "${title}"`),
    );
    expect(missing).toEqual([]);
  });

  it('never cite a decisions file ambiguously', () => {
    const ambiguous = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/(?<![/\w])decisions(\.md)?( ?§| ")/g)].map(() => path),
    );
    expect(ambiguous).toEqual([]);
  });
});
