import { defineConfig } from 'vitest/config';

/**
 * Files that need the machine alone: the 200-member lobby, the journeys that measure how long
 * players wait (a result moment after its round, a price move, a key press to the score), and two
 * whose 10 s waits for a dialog's focus and a phone's match night missed beside another file.
 */
const alone = [
  'tests/big-lobby.e2e.ts',
  'tests/match-night-journey.e2e.ts',
  'tests/fair-lines.e2e.ts',
  'tests/match-control-teams.e2e.ts',
  'tests/dialog-focus.e2e.ts',
  'tests/match-night-admin.e2e.ts',
];

const shared = { testTimeout: 90_000, hookTimeout: 180_000 };

/**
 * Each file starts its own server (a free port, a fresh database in its own temporary folder) and
 * browser, so files share nothing: two run at a time on a 2-core machine, then the files that need
 * the machine alone, one after another. A failure names its project, file and test.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'two at a time',
          include: ['tests/**/*.e2e.ts'],
          exclude: alone,
          // a test that misses a wait while another file shares the two cores gets one more try
          retry: 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'alone',
          include: alone,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
