// Types of the jest-dom matchers that scripts/jest/setup-browser.ts installs for every browser test.
import '@testing-library/jest-dom';
