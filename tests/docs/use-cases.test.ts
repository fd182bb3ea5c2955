import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md "When a use-case exists": a member of an area's use-cases is written only when it
// holds a rule; one that would only hand its arguments to the port is the port's method, exposed
// with portMethods or portMethodsAs (src/application/use-cases/port-methods.ts).

/**
 * Each area's use-cases file, src/application/<area>/*.use-case.ts. `session/` is no area: it holds
 * the session's own use-cases, which every screen shares (ARCHITECTURE.md "Dependency injection and areas").
 */
function areaUseCaseFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'session' ? [] : areaUseCaseFiles(path);
    return name.endsWith('.use-case.ts') ? [path.split('\\').join('/')] : [];
  });
}

const parametersOf = (list: string) =>
  list
    .split(',')
    .map((parameter) => parameter.replace(/:.*$/, '').trim())
    .filter((parameter) => parameter !== '');

/** `name: (a, b) => port.method(a, b)`, or the same as a method whose body only returns that call. */
const arrowMember = /^\s*(\w+):\s*(?:async\s*)?\(([^()]*)\)\s*=>\s*(?:await\s+)?[\w.]+\.(\w+)\(([^()]*)\),?\s*$/;
const methodMember = /^\s*(?:async\s+)?(\w+)\(([^()]*)\)\s*\{\s*return\s+(?:await\s+)?[\w.]+\.(\w+)\(([^()]*)\);\s*\},?\s*$/;

/** The members that only pass their arguments, unchanged and in order, to another object's method. */
function passThroughMembers(text: string): string[] {
  const oneLineMethods = text.replace(/\{\s*\n\s*(return [^\n]*;)\s*\n\s*\}/g, '{ $1 }');
  return oneLineMethods.split('\n').flatMap((line) => {
    const match = arrowMember.exec(line) ?? methodMember.exec(line);
    if (!match) return [];
    const [, name = '', parameters = '', , argumentsPassed = ''] = match;
    return parametersOf(parameters).join(',') === parametersOf(argumentsPassed).join(',') ? [name] : [];
  });
}

const files = areaUseCaseFiles('src/application');
const areasOf = (paths: string[]) => [...new Set(paths.map((path) => path.split('/')[2]))].sort();

describe('when a use-case exists', () => {
  it('finds a member that only hands its arguments to the port, and leaves members with a rule', () => {
    const sample = [
      '    list: (query) => payouts.list(query),',
      '    services: () => callcenter.services(),',
      '    add: async (request, key) => payouts.add(request, key),',
      '    confirmFile(summary) {',
      '      return payouts.confirmFile(summary);',
      '    },',
      '    remove: (transaction) => payoutAccounts.deleteTransaction(transaction.id),',
      '    enquire: (fields) => callcenter.enquire(referenceOf(fields)),',
      '    toggleStatus: (service) => services.setStatus(service.id, !service.active),',
      '    get: (id) => stores.store(id.trim()),',
      '    swapped: (a, b) => port.call(b, a),',
    ].join('\n');
    expect(passThroughMembers(sample)).toEqual(['list', 'services', 'add', 'confirmFile']);
  });

  it('holds in every area, the port-methods helper exposing what has no rule', () => {
    expect(areasOf(files)).toEqual(
      expect.arrayContaining([
        'accounts',
        'callcenter',
        'checkout',
        'inquire',
        'payout-accounts',
        'payouts',
        'services',
        'vouchers',
        'roles',
        'reports',
        'stores',
        'users',
      ]),
    );
    const offenders = files.flatMap((path) => passThroughMembers(readFileSync(path, 'utf8')).map((member) => `${path}: ${member}`));
    expect(offenders).toEqual([]);
  });

  it('exposes the methods of the ports of these areas through portMethods or portMethodsAs', () => {
    for (const area of ['payouts', 'inquire', 'checkout', 'payout-accounts', 'vouchers', 'callcenter', 'services']) {
      const text = readFileSync(`src/application/${area}/${area}.use-case.ts`, 'utf8');
      expect({ area, helper: /\.\.\.portMethods(As)?\(/.test(text) }).toEqual({ area, helper: true });
    }
    for (const file of ['merchants', 'carriers']) {
      expect({ file, helper: /\.\.\.portMethodsAs\(/.test(readFileSync(`src/application/accounts/${file}.use-case.ts`, 'utf8')) }).toEqual({
        file,
        helper: true,
      });
    }
  });
});
