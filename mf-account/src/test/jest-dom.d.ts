// Testing Library's matchers (toBeInTheDocument, …) for the type checker; Jest loads them in
// scripts/jest/setup-browser.ts.
/// <reference types="@testing-library/jest-dom" />
