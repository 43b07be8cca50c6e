// Types of the Testing Library matchers that scripts/jest/setup-browser.ts installs for every test.
import '@testing-library/jest-dom';
