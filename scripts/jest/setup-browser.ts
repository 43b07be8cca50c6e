import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The suites run in parallel on shared two-core machines (CI runs the API and its tests beside them):
// a page that takes a second longer to settle there is slow, not wrong. `findBy…` and `waitFor` wait
// up to 5 s instead of 1 s; a test that passes still returns as soon as its page is ready.
configure({ asyncUtilTimeout: 5_000 });
