import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callsOf, type ContractFile } from '../../src/contract/calls-of';
import { bases, pathWith } from '../../src/contract/call-definition';

// Every contract file, found by name: the contract has no list of its own (the server's areas name theirs).
const allCalls = Object.values(import.meta.glob<ContractFile>('../../src/contract/*.contract.ts', { eager: true })).flatMap(callsOf);

describe('the wire contract', () => {
  it('names every call once', () => {
    const ids = allCalls.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never defines the same method and path twice on one base', () => {
    const keys = allCalls.map((call) => `${call.base} ${call.method} ${call.path.replace(/\{\w+\}/g, '{}')}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares a params schema for exactly the placeholders of each path', () => {
    for (const call of allCalls) {
      const placeholders = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = call.params instanceof z.ZodObject ? Object.keys(call.params.shape).sort() : [];
      expect({ id: call.id, keys: declared }).toEqual({ id: call.id, keys: placeholders });
    }
  });

  it('uses only the four bases and paths that start with a slash', () => {
    for (const call of allCalls) {
      expect(bases).toContain(call.base);
      expect(call.path.startsWith('/')).toBe(true);
    }
  });

  it('encodes path parameters', () => {
    expect(pathWith('/users/get-by-id/{id}', { id: 'a/b c' })).toBe('/users/get-by-id/a%2Fb%20c');
    expect(() => pathWith('/users/get-by-id/{id}', {})).toThrow(/id/);
  });
});
