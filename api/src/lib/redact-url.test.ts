import { redactUrl } from './redact-url';

test('[ACC-04] verification links are logged without their hash', () => {
  expect(redactUrl('/email/verify/12/abcDEF123')).toBe('/email/verify/12/[redacted]');
  expect(redactUrl('/api/v2/email/verify/12/abcDEF123')).toBe('/api/v2/email/verify/12/[redacted]');
});

test('[ACC-05] new-e-mail verification links are logged without their hash', () => {
  expect(redactUrl('/api/v2/new-email/verify/7/secret?x=1')).toBe('/api/v2/new-email/verify/7/[redacted]?x=1');
});

test('[ACC-08] reset links are logged without their token or address', () => {
  expect(redactUrl('/password/reset/tok3n?email=fan%40x.test')).toBe('/password/reset/[redacted]?email=[redacted]');
});

test('[ACC-03] the social-login callback is logged without code and state', () => {
  expect(redactUrl('/login/local/callback?code=abc&state=def&iss=x')).toBe(
    '/login/local/callback?code=[redacted]&state=[redacted]&iss=x',
  );
});

test('[OPS-04] other URLs are logged as they are', () => {
  expect(redactUrl('/api/v2/comments/latest?tenant_id=tribune')).toBe('/api/v2/comments/latest?tenant_id=tribune');
});
