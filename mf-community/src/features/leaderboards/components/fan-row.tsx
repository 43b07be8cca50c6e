import type { ReactNode } from 'react';
import { Avatar, SiteLink } from '@tribune/shared';

interface FanRowProps {
  username: string;
  /** The fan's public page; a path of this site, so the router takes the click. */
  href: string;
  avatar: string | null;
  /** Pixels, square (the spec: 40 in rankings; the home sidebar's lists are smaller). */
  avatarSize: number;
  /** What the fan is listed for ("12 comments"). */
  count: string;
  /** The board's rank, where the list has one. */
  rank?: ReactNode;
}

/** One fan of a leaderboard or a top-fans list: rank, picture, name linking to the profile, count. */
export function FanRow({ username, href, avatar, avatarSize, count, rank }: FanRowProps) {
  return (
    <li className="cm-fan">
      {rank !== undefined ? <span className="cm-fan__rank">{rank}</span> : null}
      <Avatar src={avatar} name={username} size={avatarSize} />
      <SiteLink className="cm-fan__name" href={href}>
        {username}
      </SiteLink>
      <span className="cm-fan__count">{count}</span>
    </li>
  );
}
