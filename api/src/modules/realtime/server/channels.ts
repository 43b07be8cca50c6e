/**
 * Channel names and kinds (Pusher `using_channels/channels.md`). Names are per app, and every tenant is
 * its own app (own id, key and secret), so `fixture-12` of one tenant is unrelated to `fixture-12` of
 * another: isolation needs no prefix in the name.
 */

export type ChannelKind = 'public' | 'private' | 'presence';

/** Pusher's documented limit (the SDK allows 200; the service 164, prefix included). */
const maxChannelNameLength = 164;

/** Pusher's character set; `#` is reserved for server-to-user channels, which we do not offer. */
const channelNamePattern = /^[-a-zA-Z0-9_=@,.;]+$/;

type ChannelNameCheck = { ok: true; kind: ChannelKind } | { ok: false; reason: string };

export function checkChannelName(name: string): ChannelNameCheck {
  if (name.length === 0) return { ok: false, reason: 'The channel name is empty' };
  if (name.length > maxChannelNameLength) {
    return { ok: false, reason: `The channel name is longer than ${maxChannelNameLength} characters` };
  }
  if (!channelNamePattern.test(name)) {
    return { ok: false, reason: 'The channel name may only contain A-Z a-z 0-9 _ - = @ , . ;' };
  }
  // `private-encrypted-` needs a shared secret handed out by the auth endpoint; we do not offer it, so
  // it is refused rather than served as an ordinary private channel that clients think is encrypted.
  if (name.startsWith('private-encrypted-')) return { ok: false, reason: 'Encrypted channels are not supported' };
  return { ok: true, kind: channelKind(name) };
}

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

/** Client events travel only on channels whose subscribers were authorised. */
export function allowsClientEvents(name: string): boolean {
  return channelKind(name) !== 'public';
}
