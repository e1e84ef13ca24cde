import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // server-only throws outside the react-server condition; lib tests run in plain Node.
      'server-only': fileURLToPath(new URL('./lib/utils/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'components/**/*.test.tsx'],
    exclude: ['node_modules', '.next', 'e2e'],
    environment: 'node',
  },
});
