import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The suites run in parallel on shared two-core machines (CI runs the API and its tests beside them):
// a page that takes a second longer to settle there is slow, not wrong. `findBy…` and `waitFor` wait
// up to 5 s instead of 1 s; a test that passes still returns as soon as its page is ready.
configure({ asyncUtilTimeout: 5_000 });
// A journey (render, pick, save, go to the next week) waits on several of those in turn, so the test's
// own limit must be well above one wait: with Jest's default of 5 s, CI's FP-03 "saved message" journey
// was stopped at 5 s on a loaded machine while every step was still within its own wait.
jest.setTimeout(20_000);
