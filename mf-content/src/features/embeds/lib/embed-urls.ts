/** The providers an article body's embed placeholder may name (docs/contracts.md "Article body markup"). */
export type EmbedProvider = 'twitter' | 'tiktok' | 'youtube' | 'facebook' | 'instagram';

/** What an embed placeholder's URL points at, once checked: enough to fetch or frame it. */
export type EmbedTarget =
  /** A post or a profile (its timeline) on X: the card comes from our API. */
  | { provider: 'twitter'; url: string }
  /** A video on TikTok: the card comes from our API. */
  | { provider: 'tiktok'; url: string; user: string; video: string }
  /** A player framed after a click: youtube-nocookie.com, Facebook's plugins, Instagram's embed page. */
  | { provider: 'youtube' | 'facebook' | 'instagram'; url: string; frameUrl: string };

/**
 * The hosts each provider's posts live on: the same lists as the API's article sanitizer, which drops a
 * placeholder whose URL is anywhere else. A URL on these hosts that we cannot embed still gets a link.
 */
const providerHosts: Record<EmbedProvider, readonly string[]> = {
  twitter: ['twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'x.com', 'www.x.com'],
  tiktok: ['www.tiktok.com', 'tiktok.com', 'm.tiktok.com', 'vm.tiktok.com'],
  youtube: ['www.youtube.com', 'youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'],
  facebook: ['www.facebook.com', 'facebook.com', 'm.facebook.com', 'web.facebook.com', 'fb.watch'],
  instagram: ['www.instagram.com', 'instagram.com'],
};

function parseHttps(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' ? url : null;
  } catch {
    return null;
  }
}

function segmentsOf(url: URL): string[] {
  return url.pathname.split('/').filter((segment) => segment !== '');
}

/**
 * The post's page to link to: the URL itself when it is an https URL on the provider's hosts, else
 * null (nothing is shown for it at all).
 */
export function providerLink(provider: EmbedProvider, value: string): string | null {
  const url = parseHttps(value);
  return url !== null && providerHosts[provider].includes(url.hostname) ? url.toString() : null;
}

/** A post (`/{handle}/status/{id}`) or a profile (`/{handle}`) on X; the API checks the same. */
function twitterTarget(url: URL): EmbedTarget | null {
  const [handle, section, statusId, ...rest] = segmentsOf(url);
  if (handle === undefined || !/^[A-Za-z0-9_]{1,15}$/.test(handle)) return null;
  if (section === undefined) return { provider: 'twitter', url: `https://x.com/${handle}` };
  const media = rest.length === 2 && /^(photo|video)$/.test(rest[0] ?? '') && /^\d$/.test(rest[1] ?? '');
  if (section === 'status' && statusId !== undefined && /^\d{1,25}$/.test(statusId) && (rest.length === 0 || media)) {
    return { provider: 'twitter', url: `https://x.com/${handle}/status/${statusId}` };
  }
  return null;
}

/** `/@{user}/video/{id}`; short links (vm.tiktok.com) cannot be asked without following them. */
function tiktokTarget(url: URL): EmbedTarget | null {
  if (url.hostname === 'vm.tiktok.com') return null;
  const [at, section, video, ...rest] = segmentsOf(url);
  const user = at?.startsWith('@') ? at.slice(1) : undefined;
  if (user === undefined || !/^[A-Za-z0-9._]{2,24}$/.test(user) || section !== 'video' || rest.length > 0) return null;
  if (video === undefined || !/^\d{1,25}$/.test(video)) return null;
  return { provider: 'tiktok', url: `https://www.tiktok.com/@${user}/video/${video}`, user, video };
}

const youTubeId = /^[A-Za-z0-9_-]{11}$/;

/** watch?v=, youtu.be/, /embed/, /shorts/ and /live/ URLs; played from youtube-nocookie.com. */
function youTubeTarget(url: URL): EmbedTarget | null {
  const segments = segmentsOf(url);
  let id: string | undefined;
  if (url.hostname === 'youtu.be') id = segments.length === 1 ? segments[0] : undefined;
  else if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
  else if (segments.length === 2 && ['embed', 'shorts', 'live'].includes(segments[0] ?? '')) id = segments[1];
  if (id === undefined || !youTubeId.test(id)) return null;
  return {
    provider: 'youtube',
    url: `https://www.youtube.com/watch?v=${id}`,
    // Played on the reader's click, so it may start at once.
    frameUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
  };
}

/** A post, video, photo or permalink on Facebook, framed by its post or video plugin. */
function facebookTarget(url: URL): EmbedTarget | null {
  if (url.hostname === 'fb.watch') return null;
  const segments = segmentsOf(url);
  if (segments.length === 0) return null;
  const page = `https://www.facebook.com${url.pathname}${url.search}`;
  const isVideo = segments.includes('videos') || segments[0] === 'watch' || segments[0] === 'reel';
  const isPost =
    segments.includes('posts') ||
    segments.includes('photos') ||
    ['permalink.php', 'photo.php', 'story.php'].includes(segments[0] ?? '');
  if (!isVideo && !isPost) return null;
  const plugin = isVideo ? 'video.php' : 'post.php';
  return {
    provider: 'facebook',
    url: page,
    frameUrl: `https://www.facebook.com/plugins/${plugin}?${new URLSearchParams({ href: page, show_text: 'true', width: '500' })}`,
  };
}

/** `/p/{code}/`, `/reel/{code}/` or `/tv/{code}/` (a tv post is also a /p/ post). */
function instagramTarget(url: URL): EmbedTarget | null {
  const [section, code, ...rest] = segmentsOf(url);
  if (section === undefined || !['p', 'reel', 'tv'].includes(section) || rest.length > 0) return null;
  if (code === undefined || !/^[A-Za-z0-9_-]{5,40}$/.test(code)) return null;
  const path = `/${section === 'reel' ? 'reel' : 'p'}/${code}/`;
  return {
    provider: 'instagram',
    url: `https://www.instagram.com${path}`,
    frameUrl: `https://www.instagram.com${path}embed`,
  };
}

const targets: Record<EmbedProvider, (url: URL) => EmbedTarget | null> = {
  twitter: twitterTarget,
  tiktok: tiktokTarget,
  youtube: youTubeTarget,
  facebook: facebookTarget,
  instagram: instagramTarget,
};

/**
 * EMB-01: what an embed placeholder's URL is, or null when it is nothing we can show as an embed (then
 * the page shows only a link, if `providerLink` gives one). The API's sanitizer already dropped URLs
 * that are not the provider's; this also refuses the provider's pages that are not posts.
 */
export function parseEmbedUrl(provider: EmbedProvider, value: string): EmbedTarget | null {
  const url = providerLink(provider, value) === null ? null : parseHttps(value);
  return url === null ? null : targets[provider](url);
}
