import process from 'node:process';

// UPSTREAM_INGEST_TEST_TIME_SCALE (a number ≥ 1) stretches every timeout on a loaded machine: jest's default here,
// and each long per-test timeout through `scaled()` (test/helpers/time-scale.ts). No test asserts on elapsed time.
const scale = Math.max(1, Number(process.env.UPSTREAM_INGEST_TEST_TIME_SCALE) || 1);

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { ignoreCodes: [151002] } }],
  },
  setupFiles: ['<rootDir>/test/setup/git-env.cjs'],
  testTimeout: Math.round(60000 * scale),
  maxWorkers: 2,
};
