import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/0027-administration-grids.md: every server-paged grid pages through `useGridPage`, and the page and window
// arithmetic lives once, in src/domain/shared/grid-page.ts. A screen that turns a table's first row into a
// page number (or back) is a second copy of it.
const allowed = new Set([join('src', 'ui', 'kit', 'use-grid-page.ts')]);

const pageArithmetic = [
  /\bfirst\s*\/\s*[\w.]+/, // first / rows: the page of a table's first row
  /\/\s*[\w.]*(?:rows|pageSize|PageSize)\b\s*\)?\s*\+\s*1/, // … / pageSize + 1
  /\(\s*[\w.]*page\s*-\s*1\s*\)\s*\*/i, // (page - 1) * size: the first row of a page
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one paged list', () => {
  it('leaves page arithmetic to the kit hook: no screen computes a page from first / rows', () => {
    const copies = sourceFiles(join('src', 'ui'))
      .filter((path) => !allowed.has(path))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .flatMap((line, index) => (pageArithmetic.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(copies).toEqual([]);
  });

  it('finds a copy when there is one', () => {
    const copy = 'onPage: (first, rows) => setQuery((current) => ({ ...current, page: Math.floor(first / rows) + 1 }))';
    const back = 'first: (query.page - 1) * query.pageSize,';
    const exact = 'onPage: (first) => setPage(first / csvJobsPageSize + 1)';
    for (const line of [copy, back, exact]) expect(pageArithmetic.some((pattern) => pattern.test(line))).toBe(true);
  });
});
