import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The tests' S3-compatible server (s3rver, tests/support/s3-server.ts) makes a listing's continuation token with
    // DES, which OpenSSL 3 keeps in its legacy provider: without it a listing of more than one page fails.
    poolOptions: { forks: { execArgv: ['--openssl-legacy-provider'] } },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'demo/**/*.test.ts', 'app/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
    ],
  },
});
