import { test as base, expect } from '@playwright/test';

/**
 * The `test` and `expect` every spec imports (instead of @playwright/test's; ESLint says so): a test
 * fails when any page it opened reports a Content-Security-Policy violation (issue 9). The site's CSP
 * must allow what the site needs, so a violation is a bug in the policy or in the code, never noise.
 *
 * Two signals, because neither alone is complete: Chromium's own console messages ("Refused to load the
 * script … because it violates the following Content Security Policy directive …"), and the
 * `securitypolicyviolation` events of every document, reported to the console by an init script (they
 * also cover violations Chromium does not log, and name the document).
 */
export const test = base.extend<{ contentSecurityPolicyViolations: string[] }>({
  contentSecurityPolicyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}` +
              ` in ${event.documentURI}${event.sample ? ` (${event.sample})` : ''}`,
          );
        });
      });
      context.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy|Refused to/i.test(text)) {
          violations.push(`${text} [${message.location().url || message.page()?.url() || 'unknown page'}]`);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations reported in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
