import { createPasswordHasher } from './password';

const hasher = createPasswordHasher(10);

test('[SEC-11] hashes carry their parameters and a per-user salt', async () => {
  const first = await hasher.hash('tribune-demo');
  const second = await hasher.hash('tribune-demo');
  expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
  expect(first).not.toBe(second);
});

test('[SEC-11] verify accepts the password and rejects others, and hashes made with another cost', async () => {
  const stored = await hasher.hash('correct horse');
  expect(await hasher.verify('correct horse', stored)).toBe(true);
  expect(await hasher.verify('wrong horse', stored)).toBe(false);
  const stronger = await createPasswordHasher(12).hash('correct horse');
  expect(await hasher.verify('correct horse', stronger)).toBe(true);
});

test('[SEC-11] malformed stored hashes never verify (and never throw)', async () => {
  for (const stored of ['', 'plain', 'scrypt$x$8$1$a$b', 'bcrypt$1$2$3$4$5', 'scrypt$1024$8$1$c2FsdA$']) {
    expect(await hasher.verify('anything', stored)).toBe(false);
  }
});

test('[SEC-11] the dummy verification always fails', async () => {
  expect(await hasher.verifyDummy('tribune-demo')).toBe(false);
});
