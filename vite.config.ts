/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One config for the portal build and the three test projects (unit, ui, api).
export default defineConfig({
  plugins: [react()],
  // Two entries: the portal and the small customer checkout (docs/decisions.md "Hosted checkout").
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 700, rollupOptions: { input: { main: 'index.html', checkout: 'checkout.html' } } },
  server: {
    port: 5173,
    // In development the portal talks to the reference server on its four bases.
    proxy: Object.fromEntries(
      ['/api', '/reports-api', '/payment-gateway', '/hash-service'].map((base) => [base, 'http://127.0.0.1:8080']),
    ),
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/domain/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/application/**/*.test.ts', 'tests/docs/**/*.test.ts', 'tests/forms/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'ui', environment: 'jsdom', testTimeout: 20_000, include: ['tests/ui/**/*.test.{ts,tsx}', 'tests/infrastructure/**/*.test.{ts,tsx}'], setupFiles: ['tests/ui/setup.ts'] },
      },
      {
        extends: true,
        test: { name: 'api', environment: 'node', include: ['tests/api/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false },
      },
    ],
  },
});
