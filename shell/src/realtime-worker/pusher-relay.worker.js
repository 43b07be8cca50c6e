// The worker of pusher-in-a-worker.ts (decision 0067), a plain file the build copies with a content hash.
// It runs after pusher-js's own worker build (`self.Pusher`), which the worker imported first, and relays
// between that one connection and the page: the page's commands in, the connection's state and events out.
// Channel authorisation goes back to the page, which holds the session (`authorize` / `authorized`).
'use strict';

/** The connection, made by the page's `connect`; commands before it are not expected and are dropped. */
let pusher = null;
/** Authorisations asked of the page and not answered yet: request id → pusher-js's callback. */
const pendingAuthorizations = new Map();
let nextRequestId = 1;
/** The relay bound to each channel's event, kept so `unbind` removes exactly it. */
const relays = new Map();

/**
 * What crosses to the page must survive structured cloning. A presence channel's subscription hands its
 * handlers pusher-js's Members (methods, not data): it crosses as the members' list and this
 * connection's own member, and the page gives it back its `each`.
 */
function cloneable(data) {
  if (data && typeof data === 'object' && typeof data.each === 'function') {
    const members = [];
    data.each((member) => members.push(member));
    return { presenceMembers: members, me: data.me ?? null };
  }
  return data;
}

function relayKey(channel, event) {
  return `${channel}\u0000${event}`;
}

const commands = {
  connect({ key, options }) {
    pusher = new self.Pusher(key, {
      ...options,
      channelAuthorization: {
        customHandler({ socketId, channelName }, callback) {
          const requestId = nextRequestId++;
          pendingAuthorizations.set(requestId, callback);
          postMessage({ type: 'authorize', requestId, socketId, channelName });
        },
      },
    });
    pusher.connection.bind('state_change', ({ previous, current }) =>
      postMessage({ type: 'state_change', previous, current }),
    );
  },
  authorized({ requestId, ok, data, status, message }) {
    const callback = pendingAuthorizations.get(requestId);
    pendingAuthorizations.delete(requestId);
    if (!callback) return;
    if (ok) callback(null, data);
    else callback(Object.assign(new Error(message), { status }), null);
  },
  subscribe({ channel }) {
    pusher?.subscribe(channel);
  },
  unsubscribe({ channel }) {
    for (const key of [...relays.keys()]) if (key.startsWith(`${channel}\u0000`)) relays.delete(key);
    pusher?.unsubscribe(channel);
  },
  bind({ channel, event }) {
    const key = relayKey(channel, event);
    const target = pusher?.channel(channel);
    if (!target || relays.has(key)) return;
    const relay = (data) => postMessage({ type: 'event', channel, event, data: cloneable(data) });
    relays.set(key, relay);
    target.bind(event, relay);
  },
  unbind({ channel, event }) {
    const key = relayKey(channel, event);
    const relay = relays.get(key);
    relays.delete(key);
    if (relay) pusher?.channel(channel)?.unbind(event, relay);
  },
  disconnect() {
    pusher?.disconnect();
    close();
  },
};

addEventListener('message', (message) => {
  const command = message.data && commands[message.data.type];
  if (command) command(message.data);
});

postMessage({ type: 'ready' });
