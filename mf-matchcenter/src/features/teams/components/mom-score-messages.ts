import { defineMessage } from 'react-intl';

/** Strings of the fans' man-of-the-match badges on the team page (MC-06); Dutch in lang/nl.json. */
export const momScoreMessages = {
  matchScore: defineMessage<{ player: string; average: string; count: number }>({
    id: 'matchcenter.mom.match-score',
    defaultMessage:
      'Fans’ man of the match: {player}, average {average} ({count, plural, one {# vote} other {# votes}})',
    description:
      'A played match in a club’s results: the player the fans rated best and his average grade (1 to 5), e.g. "Fans’ man of the match: Jorrel Hato, average 4.6 (12 votes)"',
  }),
  matchScoreUnnamed: defineMessage<{ average: string; count: number }>({
    id: 'matchcenter.mom.match-score-unnamed',
    defaultMessage: 'Fans’ man of the match: average {average} ({count, plural, one {# vote} other {# votes}})',
    description: 'As "Fans’ man of the match: …, average …", when the player’s name is not known',
  }),
  scoreLegend: defineMessage({
    id: 'matchcenter.mom.score-legend',
    defaultMessage: '★ The fans’ man-of-the-match rating, from 1 to 5',
    description: 'Visible key above a list whose rows show "★ 4.2" badges (the fans’ average man-of-the-match grade)',
  }),
  playerScore: defineMessage<{ average: string; count: number }>({
    id: 'matchcenter.mom.player-score',
    defaultMessage: 'Fans’ man-of-the-match average: {average} ({count, plural, one {# vote} other {# votes}})',
    description:
      'A player in a club’s squad: his average man-of-the-match grade (1 to 5) from the fans this season, e.g. "Fans’ man-of-the-match average: 4.2 (40 votes)"',
  }),
};
