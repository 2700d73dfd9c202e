import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // one browser and one server per file; files run one after another on a 2-core machine
    fileParallelism: false,
  },
});
