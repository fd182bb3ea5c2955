import { defineConfig } from 'vitest/config';

// The domain's tests alone, for mutation testing (stryker.config.json): the domain is pure, so
// neither the portal's plugins nor the other projects are loaded.
export default defineConfig({
  test: { name: 'domain', environment: 'node', include: ['tests/domain/**/*.test.ts'], setupFiles: ['tests/domain/mutation-setup.ts'] },
});
