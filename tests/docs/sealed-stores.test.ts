import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sealedColumns } from '../../server/src/sealed-columns';

// docs/decisions/0049-re-sealing-after-a-rotation.md: every value the secret box seals at rest is
// re-sealed after a rotation of TOKEN_SECRET, or dropping the previous secret leaves it unreadable.
// Every `new SecretBox(secrets, purpose)` of the server (migrations included: what they sealed stays)
// is parsed, its purpose read as a string literal or a string constant (declared in the file or
// imported from another server file); those purposes must be the listed columns' (sealed-columns.ts).
// A purpose this cannot read fails the test, so a new store cannot slip past it.

/** The re-sealing itself opens each listed column with the column's purpose. */
const resealer = 'server/src/db/resealing.ts';

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverFiles(path);
    return name.endsWith('.ts') ? [path.split('\\').join('/')] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
const sourceOf = (path: string) => {
  let file = parsed.get(path);
  if (file === undefined) {
    file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
    parsed.set(path, file);
  }
  return file;
};

const literalOf = (node: ts.Expression | undefined) =>
  node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** The string a constant named `name` holds in `path`, declared there or imported from a relative module. */
function constantOf(path: string, name: string): string | undefined {
  for (const statement of sourceOf(path).statements) {
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const) {
      const declared = statement.declarationList.declarations.find((item) => ts.isIdentifier(item.name) && item.name.text === name);
      if (declared !== undefined) return literalOf(declared.initializer);
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text.startsWith('.')) {
      const bindings = statement.importClause?.namedBindings;
      const imported = bindings !== undefined && ts.isNamedImports(bindings) ? bindings.elements.find((item) => item.name.text === name) : undefined;
      if (imported === undefined) continue;
      const target = join(dirname(path), statement.moduleSpecifier.text).split('\\').join('/');
      const file = [`${target}.ts`, `${target}/index.ts`].find((candidate) => existsSync(candidate));
      return file === undefined ? undefined : constantOf(file, (imported.propertyName ?? imported.name).text);
    }
  }
  return undefined;
}

interface BoxOpening {
  file: string;
  /** The purpose, or undefined when it is no literal nor constant this test can read. */
  purpose: string | undefined;
}

function secretBoxOpenings(): BoxOpening[] {
  const found: BoxOpening[] = [];
  for (const path of serverFiles('server/src').filter((file) => readFileSync(file, 'utf8').includes('SecretBox('))) {
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'SecretBox') {
        const argument = node.arguments?.[1];
        const purpose = argument !== undefined && ts.isIdentifier(argument) ? constantOf(path, argument.text) : literalOf(argument);
        found.push({ file: path, purpose });
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceOf(path));
  }
  return found;
}

const openings = secretBoxOpenings();

describe('the sealed stores', () => {
  it('reads the purpose of every secret box the server makes, but the re-sealing’s', () => {
    expect(openings.length).toBeGreaterThan(5);
    const unread = openings.filter(({ purpose }) => purpose === undefined).map(({ file }) => file);
    expect(unread, 'name the purpose as a string constant, so this test can read it').toEqual([resealer]);
  });

  it('re-seals every purpose the server seals with, and lists none it does not', () => {
    const sealed = new Set(openings.flatMap(({ purpose }) => (purpose === undefined ? [] : [purpose])));
    const listed = new Set(sealedColumns.map((column) => column.purpose));
    expect([...listed].sort(), 'the purposes of server/src/sealed-columns.ts against those of every new SecretBox').toEqual([...sealed].sort());
  });
});
