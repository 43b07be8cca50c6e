import Pusher from 'pusher';
import { md5Hex, newSocketId, requestStringToSign, signChannel, socketIdPattern, verifyRequest } from './signatures';

/** The documented vectors (auth-signatures.md, rest-api.md) and the official SDK as the oracle. */
const docsApp = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };

test('[PLT-05] private channel signatures match the documented vector and the SDK', () => {
  expect(signChannel(docsApp, '1234.1234', 'private-foobar')).toBe(
    '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
  );
  const sdk = new Pusher({ appId: '1', ...docsApp, host: '127.0.0.1' });
  const presence = { user_id: '10', user_info: { name: 'Mr. Channels' } };
  const signed = sdk.authorizeChannel('1234.1234', 'presence-foobar', presence);
  expect(signChannel(docsApp, '1234.1234', 'presence-foobar', signed.channel_data)).toBe(signed.auth);
});

test('[PLT-05] HTTP API signatures match the documented worked example', () => {
  const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
  expect(md5Hex(body)).toBe('ec365a775a4cd0599faeb73354201b6f');
  const params = new Map([
    ['auth_key', docsApp.key],
    ['auth_timestamp', '1353088179'],
    ['auth_version', '1.0'],
    ['body_md5', 'ec365a775a4cd0599faeb73354201b6f'],
  ]);
  expect(requestStringToSign('POST', '/apps/3/events', params)).toBe(
    'POST\n/apps/3/events\nauth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f',
  );
  params.set('auth_signature', 'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c');
  const request = { method: 'POST', path: '/apps/3/events', params, body: Buffer.from(body) };
  expect(verifyRequest(docsApp, request, 1353088179)).toEqual({ ok: true });
  expect(verifyRequest(docsApp, request, 1353088179 + 601)).toMatchObject({
    ok: false,
    reason: expect.stringContaining('600'),
  });
  expect(verifyRequest(docsApp, { ...request, body: Buffer.from(`${body} `) }, 1353088179)).toMatchObject({
    ok: false,
  });
  expect(verifyRequest({ ...docsApp, secret: 'other' }, request, 1353088179)).toMatchObject({ ok: false });
});

test('[PLT-05] socket ids have the form the SDK accepts', () => {
  for (let i = 0; i < 100; i += 1) expect(newSocketId()).toMatch(socketIdPattern);
});
