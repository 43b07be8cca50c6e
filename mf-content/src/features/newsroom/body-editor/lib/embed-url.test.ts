import { detectEmbed, providerUrl } from './embed-url';

test.each([
  ['https://x.com/AFCAjax/status/1861234567890123456', 'twitter'],
  ['https://twitter.com/AFCAjax', 'twitter'],
  ['https://mobile.twitter.com/AFCAjax/status/1', 'twitter'],
  ['https://www.tiktok.com/@club/video/7301234567890123456', 'tiktok'],
  ['https://vm.tiktok.com/ZMabc/', 'tiktok'],
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
  ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
  ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube'],
  ['https://www.facebook.com/club/posts/123', 'facebook'],
  ['https://fb.watch/abc/', 'facebook'],
  ['https://www.instagram.com/p/C0dEfGh/', 'instagram'],
  ['https://instagram.com/reel/C0dEfGh/', 'instagram'],
])('[NR-02] %s is an embed of %s', (url, provider) => {
  expect(detectEmbed(url)).toEqual({ provider, url });
});

test('[NR-02] the URL is written as the URL parser writes it (as the API keeps it), spaces around it dropped', () => {
  expect(detectEmbed('  https://WWW.YouTube.com/watch?v=dQw4w9WgXcQ  ')).toEqual({
    provider: 'youtube',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  expect(detectEmbed('https://x.com')).toEqual({ provider: 'twitter', url: 'https://x.com/' });
});

test.each([
  ['not https', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ['a user name', 'https://user@x.com/a/status/1'],
  ['a user and password', 'https://user:secret@www.instagram.com/p/C0dEfGh/'],
  ['a port', 'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ'],
  ['another host', 'https://example.com/watch?v=dQw4w9WgXcQ'],
  ['a look-alike host', 'https://x.com.evil.example/a/status/1'],
  ['a subdomain not on the list', 'https://music.youtube.com/watch?v=dQw4w9WgXcQ'],
  ['javascript:', 'javascript:alert(1)'],
  ['no URL at all', 'just some words'],
  ['empty', ''],
])('[NR-02] a URL with %s is no embed', (_reason, url) => {
  expect(detectEmbed(url)).toBeNull();
});

test('[NR-02] a placeholder’s URL must be on its own provider’s hosts', () => {
  expect(providerUrl('youtube', 'https://youtu.be/dQw4w9WgXcQ')).toBe('https://youtu.be/dQw4w9WgXcQ');
  expect(providerUrl('youtube', 'https://x.com/a/status/1')).toBeNull();
  expect(providerUrl('twitter', 'https://www.x.com/a')).toBe('https://www.x.com/a');
  expect(providerUrl('instagram', 'http://www.instagram.com/p/x/')).toBeNull();
});
