import { isManager, mayUseNewsroom } from '../../lib/permissions';
import { channelKind } from './server/channels';

/**
 * Which private and presence channels a logged-in user may read: the only place that decides it.
 * Channel names are per tenant (each tenant is its own real-time app), so `private-user-7` of one
 * tenant is user 7 of that tenant, and a token of another tenant never gets this far.
 *
 * | channel                                    | who                                  | carries                      |
 * |--------------------------------------------|--------------------------------------|------------------------------|
 * | `private-user-{userId}`                    | that user only                       | NOT-03 notifications         |
 * | `private-managers`                         | managers (editors, admins)           | moderation and desk signals  |
 * | `presence-fixture-{id}`, `presence-article-{id}` | any logged-in user             | who is watching or reading   |
 * | `presence-newsroom-article-{id}`           | newsroom users (issue 33)            | who else has it open to edit |
 *
 * Public channels (`fixture-{id}`, `comments-{type}-{id}`, `liveblog-{id}`, …) need no authorisation.
 */
interface ChannelReader {
  id: number;
  role: string | null;
  isAdmin: boolean;
}

type ChannelDecision = { allowed: true } | { allowed: false; reason: string };

const userChannel = /^private-user-(\d{1,18})$/;
const presenceChannel = /^presence-(fixture|article)-\d{1,18}$/;
/**
 * NR-04: the editors who have an article open in the newsroom. Any newsroom user may join any article's
 * (it tells who edits article N, not what it says); the newsroom opens it only for an article it shows.
 */
const newsroomChannel = /^presence-newsroom-article-\d{1,18}$/;

export function userNotificationChannel(userId: number): string {
  return `private-user-${userId}`;
}

const managersChannel = 'private-managers';

export function mayRead(user: ChannelReader, channel: string): ChannelDecision {
  const kind = channelKind(channel);
  if (kind === 'public') return { allowed: false, reason: 'Public channels need no authorisation' };
  const own = userChannel.exec(channel);
  if (own !== null) {
    return own[1] === String(user.id) ? { allowed: true } : { allowed: false, reason: "Another user's channel" };
  }
  if (channel === managersChannel) {
    return isManager(user.role, user.isAdmin) ? { allowed: true } : { allowed: false, reason: 'Managers only' };
  }
  if (presenceChannel.test(channel)) return { allowed: true };
  if (newsroomChannel.test(channel)) {
    return mayUseNewsroom(user.role, user.isAdmin) ? { allowed: true } : { allowed: false, reason: 'Newsroom only' };
  }
  return { allowed: false, reason: 'No such private channel' };
}
