// Tribune's service worker (WP-01): shows the web push of an article and opens the article when the
// notification is clicked. Served at /sw.js (scope /) by the API, from the shell build (webpack copies
// this file as it is) or from here when the shell is not built. Plain JavaScript on purpose: it runs
// outside the page, with no bundle, no framework and no federation runtime.
'use strict';

/** The push's payload (api/src/modules/web-push/delivery/send-article-push.ts `ArticlePushPayload`), checked. */
function readPayload(event) {
  if (!event.data) return null;
  let value;
  try {
    value = event.data.json();
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || typeof value.title !== 'string') return null;
  const text = (field) => (typeof value[field] === 'string' ? value[field] : undefined);
  return { title: value.title, body: text('body'), url: text('url'), tag: text('tag'), icon: text('icon') };
}

/** Only pages of this site are opened: a payload can never send the reader elsewhere. */
function sameOriginUrl(url) {
  try {
    const resolved = new URL(url || '/', self.location.origin);
    return resolved.origin === self.location.origin ? resolved.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('install', () => {
  // A new worker takes over at once: it holds no caches that an old page could depend on.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  // userVisibleOnly: every push must show a notification, so one without a usable payload shows the site.
  const title = payload ? payload.title : self.location.hostname;
  const options = {
    body: payload ? payload.body : undefined,
    icon: payload && payload.icon ? sameOriginUrlOrAbsolute(payload.icon) : undefined,
    tag: payload ? payload.tag : undefined,
    data: { url: sameOriginUrl(payload ? payload.url : '/') },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

/** An icon may live on the site or on an https image host. */
function sameOriginUrlOrAbsolute(url) {
  try {
    const resolved = new URL(url, self.location.origin);
    return resolved.protocol === 'https:' || resolved.origin === self.location.origin ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
