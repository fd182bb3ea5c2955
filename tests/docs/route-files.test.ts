import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md "The server's areas": route files only translate HTTP to the area's collaborators
// and back; a transaction is opened by the service that owns the change.

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return name.endsWith('.routes.ts') ? [path] : [];
  });
}

describe('server route files', () => {
  it('open no database transaction', () => {
    const files = routeFiles('server/src');
    expect(files.length).toBeGreaterThan(20);
    const opening = files.filter((path) => /\.transaction\(\)/.test(readFileSync(path, 'utf8')));
    expect(opening).toEqual([]);
  });
});
