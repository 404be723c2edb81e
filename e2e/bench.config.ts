import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

/** `npm run bench`'s browser figures (e2e/bench/*.bench.ts): the journeys' browser and setup, one worker, not part of `npm test`. */
export default defineConfig({
  ...journeys,
  testMatch: '**/*.bench.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
});
