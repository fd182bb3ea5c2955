import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md "Names": one name per concept inside the code, the wire's own names only at the
// border (docs/style.md §3), and every form's zod schema in src/forms.

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name).replaceAll('\\', '/');
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

const code = ['src', 'server/src'].flatMap((dir) => filesUnder(dir, /\.(ts|tsx|json)$/)).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/**
 * Where the wire's names belong: the contract, the wire mappings on both sides, and the server's one
 * map from the contract's whitelisted search fields to columns (ARCHITECTURE.md "The server's layers").
 */
const isWireFile = (path: string) =>
  path.startsWith('src/contract/') || path.endsWith('.wire-mapping.ts') || path === 'server/src/shared/transaction-columns.ts';

const holding = (pattern: RegExp) => code.filter((file) => pattern.test(file.text)).map((file) => file.path);

describe('the gateway’s share has one name inside the code (docs/spec/decisions.md §2)', () => {
  // Built from parts, so this file does not hold the names it looks for.
  const wireName = new RegExp(`walee${'Share'}`);
  const screenName = new RegExp(`pgw${'Share'}`);

  it('names it platformShare, the wire’s name appearing only in wire files', () => {
    const withWireName = holding(wireName);
    // The wire keeps the spec's payload names: the contract and the mappings still speak them.
    expect(withWireName.filter(isWireFile).length).toBeGreaterThan(5);
    expect(withWireName.filter((path) => !isWireFile(path))).toEqual([]);
    expect(holding(/\bplatformShare\b/).filter((path) => path.startsWith('src/domain/')).length).toBeGreaterThan(2);
  });

  it('has no name of the label: "PGW Share" is a label, never an identifier or a key', () => {
    const elsewhere = ['tests', 'e2e', 'bench'].flatMap((dir) => filesUnder(dir, /\.(ts|tsx)$/)).filter((path) => screenName.test(readFileSync(path, 'utf8')));
    expect([...holding(screenName), ...elsewhere]).toEqual([]);
  });
});

describe('form schemas live in src/forms', () => {
  const schemas = ['src', 'server/src'].flatMap((dir) => filesUnder(dir, /\.(form-)?schema\.ts$/));

  it('holds every <form>.form-schema.ts in src/forms and every other zod schema file in src/contract', () => {
    expect(schemas.filter((path) => path.startsWith('src/forms/')).length).toBeGreaterThan(15);
    const misplaced = schemas.filter((path) => (path.endsWith('.form-schema.ts') ? !path.startsWith('src/forms/') : !path.startsWith('src/contract/')));
    expect(misplaced).toEqual([]);
  });

  it('tests each form schema in tests/forms', () => {
    const tests = filesUnder('tests', /\.form-schema\.test\.ts$/);
    expect(tests.length).toBeGreaterThan(10);
    expect(tests.filter((path) => !path.startsWith('tests/forms/'))).toEqual([]);
  });
});
