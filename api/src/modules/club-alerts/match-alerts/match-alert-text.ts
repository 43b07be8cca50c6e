import { type Locale, translate } from '../../../i18n/messages';
import type { MatchAlertKind } from '../alert-kinds';
import type { MatchAlertFacts } from '../schema';

interface AlertStory {
  kind: MatchAlertKind;
  facts: MatchAlertFacts;
  home: string;
  away: string;
  /** The club the event counts for, when it is one side's. */
  team: string | null;
  /** The scorer or the player sent off. */
  player: string | null;
  /** Full time: the fan's points, when they predicted the match and it is settled. */
  points: number | null;
}

/** 67' or 45+2'. */
function minuteOf(facts: MatchAlertFacts): string {
  const minute = facts.minute ?? 0;
  return facts.extraMinute ? `${minute}+${facts.extraMinute}'` : `${minute}'`;
}

/** The push's title and body in the tenant's language (CLB-03). */
export function alertText(locale: Locale, story: AlertStory): { title: string; body: string } {
  const { facts } = story;
  const score = {
    home: story.home,
    away: story.away,
    homeScore: facts.homeScore ?? 0,
    awayScore: facts.awayScore ?? 0,
  };
  const team = story.team ?? '';
  const minute = minuteOf(facts);
  switch (story.kind) {
    case 'kick_off':
      return {
        title: translate(locale, 'clubAlerts.kickOffTitle', score),
        body: translate(locale, 'clubAlerts.kickOffBody'),
      };
    case 'goal': {
      const scorer =
        story.player === null
          ? null
          : facts.goalType === 'penalty'
            ? translate(locale, 'clubAlerts.penalty', { name: story.player })
            : facts.goalType === 'own-goal'
              ? translate(locale, 'clubAlerts.ownGoal', { name: story.player })
              : story.player;
      return {
        title: translate(locale, 'clubAlerts.goalTitle', { ...score, team }),
        body:
          scorer === null
            ? translate(locale, 'clubAlerts.goalBodyNoScorer', { minute })
            : translate(locale, 'clubAlerts.goalBody', { scorer, minute }),
      };
    }
    case 'goal_cancelled':
      return {
        title: translate(locale, 'clubAlerts.goalCancelledTitle', { ...score, team }),
        body: translate(locale, 'clubAlerts.goalCancelledBody', { minute }),
      };
    case 'red_card':
      return {
        title: translate(locale, 'clubAlerts.redCardTitle', { team }),
        body:
          story.player === null
            ? translate(locale, 'clubAlerts.redCardBodyNoPlayer', { ...score, minute })
            : translate(locale, 'clubAlerts.redCardBody', { ...score, minute, player: story.player }),
      };
    case 'half_time':
      return {
        title: translate(locale, 'clubAlerts.halfTimeTitle', score),
        body: translate(locale, 'clubAlerts.halfTimeBody'),
      };
    case 'full_time':
      return {
        title: translate(locale, 'clubAlerts.fullTimeTitle', score),
        body:
          story.points === null
            ? translate(locale, 'clubAlerts.fullTimeBody')
            : story.points > 0
              ? translate(locale, 'clubAlerts.fullTimeBodyPoints', { points: story.points })
              : translate(locale, 'clubAlerts.fullTimeBodyNoPoints'),
      };
  }
}
