import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContractFile } from '../../src/contract/calls-of';
import { serverModules } from '../../server/src/server-modules';

// ARCHITECTURE.md "Adding an area": an area joins the server by its module and one line of server-modules.ts.
const serverSource = join(import.meta.dirname, '../../server/src');
const contractFiles = import.meta.glob<ContractFile>('../../src/contract/*.contract.ts', { eager: true });

describe("the server's areas", () => {
  it("registers every folder that holds a module, under the folder's name", () => {
    const folders = readdirSync(serverSource, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && readdirSync(join(serverSource, entry.name)).includes(`${entry.name}.module.ts`))
      .map((entry) => entry.name)
      .sort();
    expect(serverModules.map((area) => area.name).sort()).toEqual(folders);
  });

  it('answers every contract file through the module that names it', () => {
    const named = new Set(serverModules.flatMap((area) => area.contracts));
    const unnamed = Object.entries(contractFiles)
      .filter(([, file]) => !named.has(file))
      .map(([path]) => path);
    expect(unnamed).toEqual([]);
  });
});
