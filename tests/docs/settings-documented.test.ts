import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// README "Configuration": every environment setting the server reads is in its table, so an operator
// never has to read the code to learn that a setting exists.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The reading forms of server/src: `xFrom(env, 'NAME')`, `text('NAME')`/`count('NAME')` over an env, `env.NAME`, `process.env.NAME`. */
const readingForms = [
  /\(env, '([A-Z][A-Z0-9_]+)'/g,
  /\b(?:text|count)\('([A-Z][A-Z0-9_]+)'\)/g,
  /\benv\.([A-Z][A-Z0-9_]+)\b/g,
  /\benv\['([A-Z][A-Z0-9_]+)'\]/g,
];

const settingsRead = new Set(
  sourceFiles('server/src').flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    return readingForms.flatMap((form) => [...text.matchAll(form)].map((match) => match[1] ?? ''));
  }),
);

describe('the README configuration table', () => {
  it('finds the settings the server reads', () => {
    expect(settingsRead.size).toBeGreaterThan(40);
    expect(settingsRead).toContain('DATABASE_URL');
  });

  it('lists every one of them', () => {
    const readme = readFileSync('README.md', 'utf8');
    const tableRows = readme.split('\n').filter((line) => line.startsWith('| `'));
    const missing = [...settingsRead].filter((name) => !tableRows.some((row) => row.includes(`\`${name}\``))).sort();
    expect(missing).toEqual([]);
  });
});
