// The embeds' providers at the network edge (EMB-01) for the e2e server: X's and TikTok's oEmbed
// endpoints as a local HTTP server, so a journey sees a real card without the network. It answers every
// post with the shape the real endpoints use, the provider's <script> included (the API must drop it).
import http from 'node:http';

function escapeText(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function twitterAnswer(postUrl) {
  const handle = new URL(postUrl).pathname.split('/')[1] ?? 'Eredivisie';
  return {
    url: postUrl,
    author_name: handle,
    author_url: `https://twitter.com/${handle}`,
    html:
      `<blockquote class="twitter-tweet"><p lang="en" dir="ltr">Matchday at the local provider: ${escapeText(handle)} ` +
      `kick off at 14:30.</p>&mdash; ${escapeText(handle)} (@${escapeText(handle)}) <a href="${escapeText(postUrl)}">November 24, 2026</a>` +
      `</blockquote>\n<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>\n`,
    width: 540,
    height: null,
    type: 'rich',
    cache_age: '3153600000',
    provider_name: 'Twitter',
    provider_url: 'https://twitter.com',
    version: '1.0',
  };
}

function tiktokAnswer(videoUrl) {
  const user = (new URL(videoUrl).pathname.split('/')[1] ?? '@tiktok').replace(/^@/, '');
  return {
    version: '1.0',
    type: 'video',
    title: 'Training ground skills from the local provider',
    author_url: `https://www.tiktok.com/@${user}`,
    author_name: user,
    width: '100%',
    height: '100%',
    html:
      `<blockquote class="tiktok-embed" cite="${escapeText(videoUrl)}" data-video-id="1"><section>` +
      `<a target="_blank" href="https://www.tiktok.com/@${escapeText(user)}">@${escapeText(user)}</a> ` +
      `<p>Training ground skills from the local provider</p></section></blockquote> ` +
      `<script async src="https://www.tiktok.com/embed.js"></script>`,
    provider_name: 'TikTok',
    provider_url: 'https://www.tiktok.com',
  };
}

/** Starts the providers on a free loopback port; resolves to their two oEmbed URLs and a stop function. */
export async function startLocalOembedProviders() {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const target = url.searchParams.get('url');
    let answer = null;
    try {
      if (target && url.pathname === '/twitter') answer = twitterAnswer(target);
      if (target && url.pathname === '/tiktok') answer = tiktokAnswer(target);
    } catch {
      answer = null;
    }
    if (answer === null) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    twitterOembedUrl: `${base}/twitter`,
    tiktokOembedUrl: `${base}/tiktok`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
