import { zonedParts } from '../../lib/league-time';
import type { Rng } from '../prng';
import { escapeHtml } from '../../lib/html';
import { capitalise, h2, list, p, quote, strong } from './html';
import type {
  GoalFacts,
  InjuryKind,
  MatchFacts,
  PlayerFacts,
  ScorerFacts,
  Story,
  TableFacts,
  TeamFacts,
  UpcomingFacts,
} from './stories';
import { goalEffect, matchShape, type ArticleWriter, type WrittenArticle } from './writer';

/**
 * The English desk. British football English (clubs take plural verbs: "PSV have"), club short names
 * after the first mention, and sentences picked from several variants so fifty articles don't read
 * like one template.
 */

const e = escapeHtml;

const NATIONALITY: Record<string, string> = {
  NL: 'Dutch',
  BE: 'Belgian',
  MA: 'Moroccan',
  SR: 'Surinamese',
  DK: 'Danish',
  SE: 'Swedish',
  DE: 'German',
  BR: 'Brazilian',
  GH: 'Ghanaian',
  NG: 'Nigerian',
  JP: 'Japanese',
  ES: 'Spanish',
  NO: 'Norwegian',
  'GB-ENG': 'English',
  'GB-SCT': 'Scottish',
  IT: 'Italian',
  FR: 'French',
  PT: 'Portuguese',
};
const COUNTRY: Record<string, string> = {
  'GB-ENG': 'England',
  'GB-SCT': 'Scotland',
  IT: 'Italy',
  BE: 'Belgium',
  FR: 'France',
  DE: 'Germany',
  PT: 'Portugal',
  ES: 'Spain',
  NL: 'the Netherlands',
};
const POSITION: Record<PlayerFacts['position'], string> = {
  Goalkeeper: 'goalkeeper',
  Defender: 'defender',
  Midfielder: 'midfielder',
  Attacker: 'striker',
};
const INJURY: Record<InjuryKind, string> = {
  hamstring: 'a hamstring injury',
  ankle: 'ankle ligament damage',
  knee: 'a knee injury',
  groin: 'a groin problem',
  calf: 'a calf strain',
  metatarsal: 'a broken metatarsal',
  concussion: 'concussion',
  thigh: 'a thigh injury',
};
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

function numberWord(n: number): string {
  return ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n);
}

function thousands(n: number): string {
  return n.toLocaleString('en-GB');
}

function score(home: number, away: number): string {
  return `${home}-${away}`;
}

function when(date: Date): { weekday: string; partOfDay: string; time: string } {
  const parts = zonedParts(date);
  return {
    weekday: WEEKDAYS[parts.weekday - 1] ?? '',
    partOfDay: parts.hour >= 18 ? 'evening' : 'afternoon',
    time: `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`,
  };
}

function minuteText(goal: GoalFacts, rng: Rng): string {
  if (goal.extraMinute !== null)
    return goal.minute <= 45 ? 'in first-half stoppage time' : `deep into stoppage time (90+${goal.extraMinute})`;
  if (goal.minute >= 88) return 'in the final minutes';
  if (goal.minute >= 85) return `with ${90 - goal.minute} minutes left`;
  return rng.chance(0.5) ? `in the ${ordinal(goal.minute)} minute` : `after ${goal.minute} minutes`;
}

function finish(goal: GoalFacts, rng: Rng): string {
  if (goal.type === 'penalty')
    return rng.pick([
      'from the penalty spot',
      'with a penalty after a foul in the box',
      'sending the goalkeeper the wrong way from twelve yards',
    ]);
  switch (goal.scorer.position) {
    case 'Attacker':
      return rng.pick([
        'firing low into the corner',
        'with a composed finish',
        'heading in a cross from the right',
        'tapping in at the far post',
        'curling a shot past the goalkeeper',
        'finishing off a quick counter-attack',
      ]);
    case 'Midfielder':
      return rng.pick([
        'with a fierce shot from the edge of the area',
        'arriving late in the box to finish',
        'with a curling effort into the top corner',
        'after a neat one-two',
      ]);
    default:
      return rng.pick([
        'heading in from a corner',
        'bundling the ball over the line after a set piece',
        'from close range after a free-kick',
      ]);
  }
}

function teamOf(match: MatchFacts, side: 'home' | 'away'): TeamFacts {
  return side === 'home' ? match.home : match.away;
}

/** `named` holds the scorers already introduced: the full name on first mention, the surname after. */
function goalSentence(match: MatchFacts, goal: GoalFacts, index: number, rng: Rng, named: Set<number>): string {
  const team = teamOf(match, goal.side).shortName;
  const now = score(goal.homeScore, goal.awayScore);
  const minute = minuteText(goal, rng);
  if (goal.type === 'own-goal') {
    return `${strong(goal.scorer.name)} turned the ball into his own net ${e(minute)}, and ${e(team)} had the goal: ${now}.`;
  }
  const name = named.has(goal.scorer.id) ? e(capitalise(goal.scorer.surname)) : strong(goal.scorer.name);
  named.add(goal.scorer.id);
  const how = e(finish(goal, rng));
  switch (goalEffect(goal, index)) {
    case 'opener':
      return `${name} opened the scoring ${e(minute)}, ${how}.`;
    case 'equaliser':
      return rng.chance(0.5)
        ? `${name} levelled ${e(minute)}, ${how}.`
        : `${e(team)} were level ${e(minute)} when ${name} scored, ${how}: ${now}.`;
    case 'lead':
      return `${name} put ${e(team)} ahead ${e(minute)}, ${how}, to make it ${now}.`;
    case 'extends':
      return `${name} made it ${now} ${e(minute)}, ${how}.`;
    case 'reduces':
      return `${name} pulled one back for ${e(team)} ${e(minute)}, ${how}.`;
  }
}

function tablePhrase(team: TeamFacts, row: TableFacts): string {
  const where =
    row.position === 1
      ? 'top of the table'
      : row.position >= 16
        ? `${ordinal(row.position)}, in the danger zone,`
        : ordinal(row.position);
  return `${e(team.shortName)} are ${where} with ${row.points} points from ${row.played} matches`;
}

function formText(form: TableFacts['form']): string {
  return form.length === 0 ? 'no games yet' : form.join(' ');
}

const WINNER_QUOTES = [
  'We controlled the game for long spells and deserved the three points. The players followed the plan to the letter.',
  "It wasn't always pretty, but this league is about results. I'm proud of how we defended when it mattered.",
  'You could see the confidence in the group. When we play with this intensity we are hard to stop.',
  'We had to be patient; they made it difficult for us. But the goals came at the right moments.',
];
const BIG_WIN_QUOTES = [
  "Everything we tried came off today. Days like this are rare, so we'll enjoy it tonight and start again tomorrow.",
  'The scoreline says a lot, but what pleased me most was that we kept going until the final whistle.',
];
const LOSER_QUOTES = [
  "We gave away cheap goals and you can't do that at this level. We'll look at it this week and move on.",
  "I can't fault the effort, but we weren't sharp enough in either box.",
  "It hurts. We had our moments, but we didn't take them, and then you get punished.",
];
const DRAW_QUOTES = [
  'A point is fair. Both teams had chances to win it.',
  "We wanted more, but after the week we've had I'll take the point.",
  "Frustrating. We did enough to win, but football doesn't always reward that.",
];

function matchReport(match: MatchFacts, rng: Rng): WrittenArticle {
  const shape = matchShape(match);
  const { home, away } = match;
  const final = score(match.homeScore, match.awayScore);
  const { weekday, partOfDay } = when(match.kickoffAt);
  const winner = shape.winner ? teamOf(match, shape.winner) : null;
  const loser = shape.winner ? teamOf(match, shape.winner === 'home' ? 'away' : 'home') : null;
  const decisive = shape.decisive?.scorer;
  // "X beat Y 6-1": English puts the winner's goals first when the winner is the subject.
  const winnerFirst = score(Math.max(match.homeScore, match.awayScore), Math.min(match.homeScore, match.awayScore));

  let title: string;
  let bTitle: string;
  let summary: string;
  if (winner && loser && shape.hatTrick) {
    title = `${shape.hatTrick.surname} hat-trick sinks ${loser.shortName}`;
    bTitle = `${shape.hatTrick.name} scores three as ${winner.shortName} beat ${loser.shortName} ${winnerFirst}`;
    summary = `a hat-trick from ${e(shape.hatTrick.name)}`;
  } else if (winner && loser && shape.comeback) {
    title = rng.pick([
      `${winner.shortName} fight back to beat ${loser.shortName}`,
      `${winner.shortName} come from behind against ${loser.shortName}`,
    ]);
    bTitle = `From a goal down to victory: ${winner.shortName} turn it round against ${loser.shortName}`;
    summary = `the ${shape.winner === 'home' ? 'home side' : 'visitors'} recover from going behind`;
  } else if (winner && loser && shape.late && decisive) {
    title = `${decisive.surname}'s late strike gives ${winner.shortName} victory over ${loser.shortName}`;
    bTitle = `Drama at ${home.stadium}: ${winner.shortName} win it at the death`;
    summary = 'the game settled in the closing minutes';
  } else if (winner && loser && shape.margin >= 3) {
    title = rng.pick([
      `${winner.shortName} run riot against ${loser.shortName}`,
      `Rampant ${winner.shortName} put ${numberWord(Math.max(match.homeScore, match.awayScore))} past ${loser.shortName}`,
    ]);
    bTitle = `${home.shortName} ${final} ${away.shortName}: ${winner.shortName} in a class of their own`;
    summary = 'a one-sided contest';
  } else if (winner && loser && shape.winner === 'away') {
    title = rng.pick([
      `${away.shortName} win at ${home.stadium}`,
      `${away.shortName} take three points home from ${home.city}`,
    ]);
    bTitle = `${decisive ? `${capitalise(decisive.surname)} on target as ` : ''}${away.shortName} beat ${home.shortName} ${winnerFirst}`;
    summary = rng.pick(['a hard-earned away win', 'the visitors take the points']);
  } else if (winner && loser && shape.margin === 1) {
    title = rng.pick([
      `${home.shortName} edge past ${away.shortName}`,
      `${decisive?.surname ?? home.shortName} the difference as ${home.shortName} beat ${away.shortName}`,
    ]);
    bTitle = `Narrow win for ${home.shortName}: ${final} against ${away.shortName}`;
    summary = 'a tight, tense affair';
  } else if (winner && loser) {
    title = rng.pick([
      `${home.shortName} see off ${away.shortName}`,
      `Comfortable ${partOfDay} for ${home.shortName} against ${away.shortName}`,
    ]);
    bTitle = `${home.shortName} ${final} ${away.shortName}: the hosts in control`;
    summary = 'a deserved home win';
  } else if (match.homeScore === 0) {
    title = `Goalless at ${home.stadium} as ${home.shortName} and ${away.shortName} cancel each other out`;
    bTitle = `No way through for ${home.shortName} or ${away.shortName}`;
    summary = 'a match of few chances';
  } else if (match.homeScore >= 2) {
    title = `${home.shortName} and ${away.shortName} share ${numberWord(match.homeScore * 2)} goals`;
    bTitle = `Thriller at ${home.stadium} ends level`;
    summary = 'an open, end-to-end game';
  } else {
    title = rng.pick([
      `${home.shortName} and ${away.shortName} share the points`,
      `Honours even between ${home.shortName} and ${away.shortName}`,
    ]);
    bTitle = `${home.shortName} ${final} ${away.shortName}: a point apiece`;
    summary = 'an evenly fought game';
  }

  const excerpt =
    winner && loser
      ? `${winner.name} beat ${loser.name} ${winnerFirst} ${shape.winner === 'home' ? 'at home' : 'away'} in round ${match.round} of the Eredivisie${decisive && !shape.hatTrick ? `, with ${decisive.name} scoring the decisive goal` : ''}.`
      : `${home.name} and ${away.name} drew ${final} at ${home.stadium} in round ${match.round} of the Eredivisie.`;

  const paragraphs: string[] = [];
  paragraphs.push(
    p(
      winner && loser
        ? `${e(winner.shortName)} ${rng.pick(['beat', 'got the better of', 'saw off'])} ${e(loser.shortName)} ${winnerFirst} on ${weekday} ${partOfDay} at ${e(home.stadium)}, where ${thousands(match.attendance)} supporters ${rng.pick(['saw', 'watched'])} ${summary}.`
        : `${e(home.shortName)} and ${e(away.shortName)} drew ${final} at ${e(home.stadium)} on ${weekday} ${partOfDay}, in front of ${thousands(match.attendance)} supporters who saw ${summary}.`,
    ),
  );
  const named = new Set<number>();
  const firstHalf = match.goals.filter((g) => g.minute <= 45);
  const secondHalf = match.goals.filter((g) => g.minute > 45);
  if (firstHalf.length === 0) {
    paragraphs.push(
      p(
        rng.pick([
          'A cagey first half brought few chances at either end.',
          `Neither side found a way through before the break, although ${e(home.shortName)} went close from a corner just before half-time.`,
        ]),
      ),
    );
  } else {
    const lastOfHalf = firstHalf[firstHalf.length - 1];
    paragraphs.push(
      p(
        `${firstHalf.map((g) => goalSentence(match, g, match.goals.indexOf(g), rng, named)).join(' ')} At half-time it was ${score(lastOfHalf?.homeScore ?? 0, lastOfHalf?.awayScore ?? 0)}.`,
      ),
    );
  }
  if (secondHalf.length === 0) {
    paragraphs.push(
      p(
        match.goals.length === 0
          ? 'The second half followed the same pattern: plenty of possession, little end product, and a goalkeeper at each end who was rarely troubled.'
          : 'There were no more goals after the break, as the game became a battle in midfield and both sides grew more cautious.',
      ),
    );
  } else {
    paragraphs.push(
      p(
        `After the break, ${secondHalf.map((g) => goalSentence(match, g, match.goals.indexOf(g), rng, named)).join(' ')}`,
      ),
    );
  }
  if (winner && loser) {
    const quotes = shape.margin >= 3 ? BIG_WIN_QUOTES : WINNER_QUOTES;
    paragraphs.push(quote(rng.pick(quotes), `${winner.coach}, head coach of ${winner.shortName}`));
    if (rng.chance(0.5))
      paragraphs.push(quote(rng.pick(LOSER_QUOTES), `${loser.coach}, head coach of ${loser.shortName}`));
  } else {
    const side = rng.pick([home, away]);
    paragraphs.push(quote(rng.pick(DRAW_QUOTES), `${side.coach}, head coach of ${side.shortName}`));
  }
  paragraphs.push(
    p(`The result means ${tablePhrase(home, match.homeAfter)}, while ${tablePhrase(away, match.awayAfter)}.`),
  );
  if (match.homeNext && match.awayNext) {
    paragraphs.push(
      p(
        `Next up for ${e(home.shortName)} is ${e(match.homeNext.name)}; ${e(away.shortName)} face ${e(match.awayNext.name)}.`,
      ),
    );
  }
  return { title, bTitle, excerpt, body: paragraphs.join('\n') };
}

function roundUp(story: Extract<Story, { kind: 'round-up' }>, rng: Rng): WrittenArticle {
  const leader = story.table[0];
  const second = story.table[1];
  const biggest = [...story.matches].sort(
    (a, b) =>
      Math.abs(b.homeScore - b.awayScore) - Math.abs(a.homeScore - a.awayScore) ||
      b.homeScore + b.awayScore - (a.homeScore + a.awayScore),
  )[0];
  const goals = story.matches.reduce((sum, m) => sum + m.homeScore + m.awayScore, 0);
  const homeWins = story.matches.filter((m) => m.homeScore > m.awayScore).length;
  const bottom = story.table.slice(-3);
  if (!leader || !second || !biggest) throw new Error('A round-up needs a table and matches');
  const gap = leader.points - second.points;
  const standout = biggest.homeScore > biggest.awayScore ? biggest.home.shortName : biggest.away.shortName;
  const leaderPhrase =
    gap >= 3
      ? rng.pick(['stay clear at the top', 'keep their lead', 'remain in charge'])
      : rng.pick(['stay top', 'hold on to first place']);
  const title =
    gap === 0
      ? `Round ${story.round}: ${leader.team.shortName} and ${second.team.shortName} level on points at the top`
      : rng.pick([
          `Round ${story.round}: ${leader.team.shortName} ${leaderPhrase} as ${standout} impress`,
          `${standout} steal the show in round ${story.round} as ${leader.team.shortName} ${leaderPhrase}`,
        ]);
  const bTitle = rng.pick([
    `Eredivisie round ${story.round} review: all the results and talking points`,
    `Round ${story.round} in numbers: ${goals} goals, ${homeWins} home win${homeWins === 1 ? '' : 's'}`,
  ]);
  const excerpt = `${goals} goals in nine matches, ${homeWins} home win${homeWins === 1 ? '' : 's'} and a ${score(biggest.homeScore, biggest.awayScore)} between ${biggest.home.shortName} and ${biggest.away.shortName}: everything from round ${story.round} of the Eredivisie.`;
  const body = [
    p(
      `Round ${story.round} of the Eredivisie produced ${goals} goals, ${goals / 9 >= 3 ? 'above' : 'below'} the league's usual three a game. ${e(leader.team.shortName)} ${gap === 0 ? 'remain top only on goal difference' : `lead the way with ${leader.points} points, ${gap} ahead of ${e(second.team.shortName)}`}.`,
    ),
    h2('All the results'),
    list(
      story.matches.map((m) => {
        const scorers = m.goals
          .filter((g) => g.type !== 'own-goal')
          .map((g) => `${e(g.scorer.surname)} ${g.minute}${g.extraMinute ? `+${g.extraMinute}` : ''}'`);
        return `${e(m.home.shortName)} ${score(m.homeScore, m.awayScore)} ${e(m.away.shortName)}${scorers.length > 0 ? ` <em>(${scorers.join(', ')})</em>` : ''}`;
      }),
    ),
    h2('Result of the round'),
    p(
      `The standout score came at ${e(biggest.home.stadium)}, where ${e(biggest.home.shortName)} and ${e(biggest.away.shortName)} finished ${score(biggest.homeScore, biggest.awayScore)}. ${rng.pick(['Few saw it coming before kick-off.', 'It was a statement result.', 'The travelling fans will remember this one for a while.'])}`,
    ),
    h2('At the bottom'),
    p(
      `${bottom.map((r) => `${e(r.team.shortName)} (${r.points})`).join(', ')} make up the bottom three after ${story.round} rounds. ${rng.pick(['The gap to safety is small, but the games are running out.', 'There is still plenty of football left, but the pressure is building.'])}`,
    ),
  ].join('\n');
  return { title, bTitle, excerpt, body };
}

function preview(match: UpcomingFacts, rng: Rng): WrittenArticle {
  const { home, away } = match;
  const { weekday, time } = when(match.kickoffAt);
  const higher = match.homeBefore.position < match.awayBefore.position ? home : away;
  const title = rng.pick([
    `Preview: ${home.shortName} v ${away.shortName}`,
    `${home.shortName} host ${away.shortName} in round ${match.round}`,
  ]);
  const bTitle = `${home.shortName} v ${away.shortName}: form, team news and the men to watch`;
  const excerpt = `${home.name} (${ordinal(match.homeBefore.position)}) welcome ${away.name} (${ordinal(match.awayBefore.position)}) to ${home.stadium} on ${weekday} at ${time}. Here is what you need to know.`;
  const keyLine = (player: PlayerFacts, goals: number) =>
    goals > 0
      ? `${strong(player.name)} has ${goals} league goal${goals === 1 ? '' : 's'} this season and is the one to watch for ${e(player.team.shortName)}.`
      : `${e(player.team.shortName)} will look to ${strong(player.name)} to find the net.`;
  const body = [
    p(
      `${e(home.shortName)} against ${e(away.shortName)} kicks off on ${weekday} at ${time} at ${e(home.stadium)}. Going into round ${match.round}, ${tablePhrase(home, match.homeBefore)}; ${tablePhrase(away, match.awayBefore)}.`,
    ),
    h2('Form'),
    p(
      `${e(home.shortName)}'s last five league games read ${formText(match.homeBefore.form)}; ${e(away.shortName)}'s read ${formText(match.awayBefore.form)}. ${e(higher.shortName)} start as the higher-placed side, ${rng.pick(['but form tables rarely tell the whole story in this league.', 'and they will want to show it.', 'though the gap is smaller than it looks.'])}`,
    ),
    h2('Players to watch'),
    p(`${keyLine(match.homeKeyPlayer, match.homeKeyGoals)} ${keyLine(match.awayKeyPlayer, match.awayKeyGoals)}`),
    quote(
      rng.pick([
        'We know what to expect. They are well organised, so we need to be patient and sharp in the final third.',
        'Every game in this league is tough. Our focus is on ourselves and on playing our own game.',
        'The fans will push us on. If we match their energy, we can get something out of this.',
      ]),
      `${home.coach}, head coach of ${home.shortName}`,
    ),
    p(`Predict the result in our weekly prediction game before kick-off: entries lock at ${time}.`),
  ].join('\n');
  return { title, bTitle, excerpt, body };
}

function transfer(story: Extract<Story, { kind: 'transfer' }>, rng: Rng): WrittenArticle {
  const { player, suitor } = story;
  const team = player.team;
  const abroad = story.suitorCountry !== 'NL';
  const title = rng.pick([
    `${suitor} keeping tabs on ${team.shortName}'s ${player.name}`,
    `${player.name} attracting interest from ${suitor}`,
    `${suitor} weigh up a move for ${player.name}`,
  ]);
  const bTitle = `Could ${player.surname} be on his way out of ${team.city}?`;
  const fee = `€${story.fee.toLocaleString('en-GB', { maximumFractionDigits: 1 })} million`;
  const excerpt =
    `${suitor}${abroad ? ` from ${COUNTRY[story.suitorCountry] ?? 'abroad'}` : ''} are said to be interested in ${team.shortName}'s ${NATIONALITY[player.nationality] ?? ''} ${POSITION[player.position]} ${player.name}. A fee of around ${fee} is mentioned.`.replace(
      '  ',
      ' ',
    );
  const body = [
    p(
      `${e(suitor)} have made enquiries about ${strong(player.name)}, according to sources close to ${e(team.shortName)}. The ${player.age}-year-old ${e(NATIONALITY[player.nationality] ?? '')} ${POSITION[player.position]} has ${story.goals > 0 ? `scored ${story.goals} league goal${story.goals === 1 ? '' : 's'} this season` : 'been a regular in the starting eleven this season'} and his contract runs until the summer of ${story.contractYear}.`,
    ),
    p(
      abroad
        ? `Scouts from ${e(suitor)} have watched him several times in recent weeks. A move to ${e(COUNTRY[story.suitorCountry] ?? 'a bigger league')} would follow a familiar path for players who make their name in the Eredivisie, and ${e(team.shortName)} would expect a fee of around ${fee}.`
        : `A switch to ${e(suitor)} would keep him in the Eredivisie and give him a shot at European football. ${e(team.shortName)} are unlikely to sell for less than ${fee}, and certainly not in the middle of the season.`,
    ),
    quote(
      rng.pick([
        `Players like ${player.surname} attract attention; that's the compliment you get for doing well. He is our player and he is important to us.`,
        `I don't comment on rumours. ${player.surname} is focused, he trains well and he knows what he means to this club.`,
      ]),
      `${team.coach}, head coach of ${team.shortName}`,
    ),
    p(
      rng.pick([
        `${e(team.shortName)} would prefer to keep the squad together until at least the end of the season.`,
        'The winter window opens in January, so expect the story to run for a while yet.',
        'Nothing has been agreed, and the player himself has said nothing in public.',
      ]),
    ),
  ].join('\n');
  return { title, bTitle, excerpt, body };
}

function interview(story: Extract<Story, { kind: 'interview' }>, rng: Rng): WrittenArticle {
  const { player, match } = story;
  const team = player.team;
  const side = match.home.id === team.id ? 'home' : 'away';
  const opponent = side === 'home' ? match.away : match.home;
  const own = side === 'home' ? match.homeScore : match.awayScore;
  const other = side === 'home' ? match.awayScore : match.homeScore;
  const outcome = own > other ? 'win' : own === other ? 'draw' : 'loss';
  const headlineQuote = rng.pick(
    outcome === 'win'
      ? [
          'We showed what this group is capable of',
          'This is why you work hard all week',
          'The whole team earned this goal',
        ]
      : outcome === 'draw'
        ? [
            'We have to turn draws like this into wins',
            'A point feels like two lost',
            'We were close, but close is not enough',
          ]
        : [
            'A goal means nothing when you lose',
            'We have to look at ourselves after this',
            'I would swap my goal for a point',
          ],
  );
  const title = `${player.name}: '${headlineQuote}'`;
  const result = `${score(own, other)} ${outcome === 'loss' ? 'defeat' : outcome}`;
  const bTitle = `${capitalise(player.surname)} opens up after the ${result} ${side === 'home' ? 'against' : 'at'} ${opponent.shortName}`;
  const excerpt = `${team.shortName}'s ${POSITION[player.position]} ${player.name} on his ${story.goalsInMatch > 1 ? `${numberWord(story.goalsInMatch)} goals` : 'goal'} against ${opponent.shortName}, the dressing room and what comes next.`;
  const q = (text: string) => p(`<strong>${e(text)}</strong>`);
  const body = [
    p(
      `${e(player.name)} (${player.age}) scored ${story.goalsInMatch === 1 ? 'once' : story.goalsInMatch === 2 ? 'twice' : `${numberWord(story.goalsInMatch)} times`} in ${e(team.shortName)}'s ${result} ${side === 'home' ? 'against' : 'at'} ${e(opponent.shortName)}, taking his tally for the season to ${story.seasonGoals}. We spoke to him the day after.`,
    ),
    q(`How did it feel to score against ${opponent.shortName}?`),
    p(
      e(
        outcome === 'win'
          ? `Great, but the win matters more. When you score and the team wins, that's the best feeling there is. The whole group worked for it.`
          : outcome === 'draw'
            ? `Mixed. I'm happy to help the team, but we came for three points. We have to be more clinical.`
            : `Honestly, it doesn't mean much. We lost, and that's what everyone will remember. We have to go back to work.`,
      ),
    ),
    q(`You now have ${story.seasonGoals} league goal${story.seasonGoals === 1 ? '' : 's'}. Are you surprised?`),
    p(
      e(
        rng.pick([
          `Not really. I worked hard over the summer and the coach gives me confidence. But I don't count goals; I count points.`,
          `A bit, maybe. Last season was difficult for me. Now I'm fit and I feel the trust of ${team.coach} and the staff.`,
        ]),
      ),
    ),
    q('What is the mood like in the dressing room?'),
    p(
      e(
        rng.pick([
          'Good. There is a lot of quality, and the young players push the older ones every day in training.',
          'Focused. We know the table is tight, so every game feels like a final.',
        ]),
      ),
    ),
    q('And the supporters?'),
    p(
      e(
        `They are incredible. At ${team.stadium} you feel them behind you for ninety minutes. We want to give them something back.`,
      ),
    ),
  ].join('\n');
  return { title, bTitle, excerpt, body };
}

function injury(story: Extract<Story, { kind: 'injury' }>, rng: Rng): WrittenArticle {
  const { player } = story;
  const team = player.team;
  const title = rng.pick([
    `${team.shortName} without ${player.name} for ${story.weeks} weeks`,
    `Blow for ${team.shortName} as ${player.surname} suffers ${INJURY[story.injury]}`,
  ]);
  const bTitle = `${player.surname} sidelined: what it means for ${team.shortName}`;
  const excerpt = `${team.shortName} will be without ${POSITION[player.position]} ${player.name}, who has ${INJURY[story.injury]}. The club expects him to be out for around ${story.weeks} weeks.`;
  const body = [
    p(
      `${e(team.shortName)} have confirmed that ${strong(player.name)} has ${e(INJURY[story.injury])}. Scans on ${rng.pick(['Monday', 'Tuesday', 'the morning after the game'])} showed the extent of the damage, and the club's medical staff expect him to be out for around ${story.weeks} weeks.`,
    ),
    p(
      `The ${player.age}-year-old ${e(NATIONALITY[player.nationality] ?? '')} ${POSITION[player.position]} has been a regular in the side this season, wearing the number ${player.shirtNumber} shirt. ${story.weeks >= 6 ? 'It is a serious setback for player and club alike.' : 'The hope is that he will be back before the winter break.'}`,
    ),
    quote(
      rng.pick([
        `It's a blow, of course. ${player.surname} was in good form. But we have a squad for moments like this, and others will get their chance.`,
        `We will not take any risks with him. He will be back when he is a hundred per cent fit, not a day sooner.`,
      ]),
      `${team.coach}, head coach of ${team.shortName}`,
    ),
    story.nextOpponent
      ? p(
          `${e(team.shortName)}'s next match is ${story.nextAtHome ? 'at home to' : 'away at'} ${e(story.nextOpponent.name)}.`,
        )
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  return { title, bTitle, excerpt, body };
}

function fanStory(story: Extract<Story, { kind: 'fan-story' }>, rng: Rng): WrittenArticle {
  const { team, fanFirstName: fan, years } = story;
  switch (story.variant) {
    case 'away-day':
      return {
        title: `${fan} hasn't missed a ${team.shortName} away game in ${years} years`,
        bTitle: `On the road with ${team.shortName}'s most loyal travelling fan`,
        excerpt: `From Groningen to Sittard and back: ${fan} has followed ${team.name} to every away game for ${years} years. We joined the trip.`,
        body: [
          p(
            `The alarm goes at half past five. ${e(fan)} packs a thermos, the same scarf as always and a ticket for the away end. For ${years} years ${e(fan)} has not missed a single ${e(team.shortName)} away game.`,
          ),
          p(
            `"People ask why," ${e(fan)} says on the coach. "But you don't choose a club. It chooses you. I was taken to ${e(team.stadium)} by my father, and I have never stopped going."`,
          ),
          p(
            `Over the years that has meant some ${years * rng.int(17, 19)} away games, countless service stations and more than one breakdown on the motorway. "The worst was a cup game on a Tuesday night in the rain. We lost, the coach broke down and we got home at four. I loved it."`,
          ),
          p(
            `${e(team.shortName)} have promised a framed shirt with the number ${years} at the next home game. ${e(fan)} is not so sure about the fuss: "I just want three points."`,
          ),
        ].join('\n'),
      };
    case 'season-ticket':
      return {
        title: `${years} years in the same seat: ${fan} and ${team.shortName}`,
        bTitle: `The ${team.shortName} season-ticket holder who has seen it all`,
        excerpt: `${fan} bought a first season ticket at ${team.stadium} ${years} years ago and has sat in the same place ever since.`,
        body: [
          p(
            `Block F, row 12, seat 8. That is where ${e(fan)} has watched ${e(team.shortName)} for ${years} years. "My neighbours have changed, the stadium has changed, the players have changed. My seat hasn't."`,
          ),
          p(
            `${e(fan)} keeps every ticket stub in a shoebox. "Promotions, relegations, a cup final. The good days make up for the bad ones. Mostly."`,
          ),
          p(
            rng.pick([
              `Asked for a favourite player, ${e(fan)} laughs: "Too many. But this season's team has something. You can feel it in the stands."`,
              `What keeps ${e(fan)} coming back? "The people around me. We have become a family. We celebrate birthdays in the stand."`,
            ]),
          ),
        ].join('\n'),
      };
    case 'tifo':
      return {
        title: `Behind the scenes of the ${team.shortName} fans' giant tifo`,
        bTitle: `Weeks of work for ninety seconds: how ${team.shortName} supporters made their display`,
        excerpt: `Volunteers spent weeks painting a display that covered a whole stand at ${team.stadium}. We met the people who made it.`,
        body: [
          p(
            `It was up for less than two minutes, but the display that unfolded over the home end at ${e(team.stadium)} took ${rng.int(4, 9)} weeks to make. More than ${rng.int(40, 120)} volunteers painted, cut and sewed in a warehouse on the edge of ${e(team.city)}.`,
          ),
          p(
            `"We paid for everything ourselves," says ${e(fan)}, one of the organisers. "Collections at the gate, a crowdfunding page, and a lot of favours. In the end we raised €${thousands(story.amount)}."`,
          ),
          p(
            `The club thanked the supporters on social media, and the players applauded the stand before kick-off. "That moment makes it all worth it," says ${e(fan)}.`,
          ),
        ].join('\n'),
      };
    case 'charity':
      return {
        title: `${team.shortName} fans raise €${thousands(story.amount)} for children's hospital`,
        bTitle: `How ${team.shortName} supporters turned a bucket collection into €${thousands(story.amount)}`,
        excerpt: `Supporters of ${team.name} collected €${thousands(story.amount)} for the children's ward of a hospital in ${team.city}.`,
        body: [
          p(
            `What started as a bucket collection at one home game has grown into €${thousands(story.amount)} for the children's ward of a hospital in ${e(team.city)}. The idea came from ${e(fan)}, a season-ticket holder for ${years} years.`,
          ),
          p(
            `"We wanted to do something for the city," ${e(fan)} says. "Football gives us so much; this is a way of giving something back."`,
          ),
          p(
            `The players signed shirts for an online auction and the club doubled the proceeds of the last home game. The money will pay for a new playroom.`,
          ),
        ].join('\n'),
      };
  }
}

function youth(story: Extract<Story, { kind: 'youth' }>, rng: Rng): WrittenArticle {
  const { team, player } = story;
  switch (story.variant) {
    case 'debut':
      return {
        title: `${player.age}-year-old ${player.name} makes first-team debut for ${team.shortName}`,
        bTitle: `From the academy to the Eredivisie: ${player.surname}'s big day`,
        excerpt: `Academy graduate ${player.name} made his debut for ${team.name}. Head coach ${team.coach} was full of praise.`,
        body: [
          p(
            `${e(team.shortName)} handed a first-team debut to ${strong(player.name)}, ${player.age === 18 || player.age === 11 || player.age === 8 ? 'an' : 'a'} ${player.age}-year-old ${POSITION[player.position]} who joined the academy as a child. He came on for the final twenty minutes.`,
          ),
          quote(
            `He has been training with the first team for months and he never looks out of place. He earned this.`,
            `${team.coach}, head coach of ${team.shortName}`,
          ),
          p(
            `${e(capitalise(player.surname))} is the ${ordinal(rng.int(3, 6))} academy player to make his debut under ${e(team.coach)}. "I've dreamed of this since I was eight," he said afterwards. "My whole family was in the stand."`,
          ),
        ].join('\n'),
      };
    case 'contract':
      return {
        title: `${team.shortName} hand academy talent ${player.name} first professional contract`,
        bTitle: `${player.surname} signs until ${story.contractYear}: "This club is my home"`,
        excerpt: `${player.name} (${player.age}) has signed his first professional contract with ${team.name}, running until the summer of ${story.contractYear}.`,
        body: [
          p(
            `${e(team.shortName)} have tied ${strong(player.name)} to his first professional contract, which runs until the summer of ${story.contractYear}. The ${POSITION[player.position]} came through every youth team at the club.`,
          ),
          p(
            `"This club is my home," ${e(player.surname)} said after signing. "I want to repay the trust by working hard every day."`,
          ),
          p(
            `The technical director called him "one of the most promising players of his age group", and said more academy contracts will follow this season.`,
          ),
        ].join('\n'),
      };
    case 'tournament':
      return {
        title: `${team.shortName} under-19s win international youth tournament`,
        bTitle: `${player.surname} stars as ${team.shortName}'s youngsters lift the trophy`,
        excerpt: `${team.name}'s under-19 side won an international tournament, with ${player.name} named player of the tournament.`,
        body: [
          p(
            `${e(team.shortName)}'s under-19s won an international youth tournament at the weekend, beating sides from Germany, Belgium and England on the way to the trophy.`,
          ),
          p(
            `${strong(player.name)} was named player of the tournament after scoring in the final. "We played as a team all weekend," he said. "The trophy belongs to everyone."`,
          ),
          p(
            `Several of the squad have trained with the first team this season, and head coach ${e(team.coach)} was in the stand for the final.`,
          ),
        ].join('\n'),
      };
  }
}

function supportersClub(story: Extract<Story, { kind: 'supporters-club' }>, rng: Rng): WrittenArticle {
  const { team } = story;
  const members = thousands(Math.round(story.members / 10) * 10);
  switch (story.variant) {
    case 'members-meeting':
      return {
        title: `${team.shortName} supporters' club elects new board at packed members' meeting`,
        bTitle: `Ticket prices and away allocations top the agenda for ${team.shortName} fans`,
        excerpt: `More than ${rng.int(20, 60) * 10} members attended the annual meeting of the ${team.shortName} supporters' club, which elected a new board.`,
        body: [
          p(
            `The annual members' meeting of the ${e(team.shortName)} supporters' club drew a full house, with a new board elected and away-ticket allocations high on the agenda.`,
          ),
          p(
            `The supporters' club now represents ${members} members and meets the club every month. "We are the voice of the stands," the new chair said. "Affordable tickets and safe away travel are our priorities."`,
          ),
          p(
            `Members also voted to continue the yearly collection for local causes, and to organise more family days at ${e(team.stadium)}.`,
          ),
        ].join('\n'),
      };
    case 'away-travel':
      return {
        title: `${story.buses} coaches booked as ${team.shortName} fans prepare for the next away trip`,
        bTitle: `The supporters' club behind ${team.shortName}'s travelling army`,
        excerpt: `The ${team.shortName} supporters' club has booked ${story.buses} coaches for the next away game. Here is how the travel works.`,
        body: [
          p(
            `The ${e(team.shortName)} supporters' club has booked ${story.buses} coaches for the next away game, and tickets for the away end sold out within a day.`,
          ),
          p(
            `Travel with the supporters' club is the only way to get an away ticket for most Eredivisie grounds, a system agreed with the clubs and the police. "It works," says the club's travel coordinator. "Everyone gets there and back safely."`,
          ),
          p(
            `Members who did not get a seat are on a waiting list. Departure is from ${e(team.stadium)}, three hours before kick-off.`,
          ),
        ].join('\n'),
      };
    case 'membership':
      return {
        title: `${team.shortName} supporters' club passes ${members} members`,
        bTitle: `Record membership for the ${team.shortName} supporters' club`,
        excerpt: `The supporters' club of ${team.name} now has ${members} members, more than ever before.`,
        body: [
          p(
            `The supporters' club of ${e(team.name)} has passed ${members} members for the first time in its history. The growth is mostly thanks to young fans, who joined in large numbers this season.`,
          ),
          p(
            `Members get priority for away tickets, a discount in the club shop and a say in the supporters' club's talks with the club. "The stronger we are, the better we are heard," says the chair.`,
          ),
          p(
            rng.pick([
              'A celebration is planned before the next home game.',
              'The newest member will be invited to the training ground for a day with the first team.',
            ]),
          ),
        ].join('\n'),
      };
    case 'food-bank':
      return {
        title: `${team.shortName} supporters collect €${thousands(story.amount)} for the food bank`,
        bTitle: `Fans of ${team.shortName} fill the shelves of the ${team.city} food bank`,
        excerpt: `A collection by the ${team.shortName} supporters' club raised €${thousands(story.amount)} and two vans of groceries for the food bank in ${team.city}.`,
        body: [
          p(
            `Supporters of ${e(team.shortName)} collected €${thousands(story.amount)} and two vans full of groceries for the food bank in ${e(team.city)}. The collection ran at the last two home games at ${e(team.stadium)}.`,
          ),
          p(
            `"You see the need growing," says a volunteer of the supporters' club. "Football is about the community, and this is our community."`,
          ),
          p(`Several players joined the volunteers to hand over the donations.`),
        ].join('\n'),
      };
  }
}

function opinion(story: Extract<Story, { kind: 'opinion' }>, rng: Rng): WrittenArticle {
  const [first, second, third] = story.table;
  const bottom = story.table.slice(-3);
  const top = story.scorers[0];
  const chasers = story.scorers.slice(1, 4);
  if (!first || !second || !third) throw new Error('An opinion piece needs a table');
  switch (story.variant) {
    case 'title-race':
      return {
        title: `Column: why ${first.team.shortName} are the favourites for the title`,
        bTitle: `Is the title race already over after ${story.round} rounds?`,
        excerpt: `${first.team.shortName} lead ${second.team.shortName} by ${first.points - second.points} point${first.points - second.points === 1 ? '' : 's'}. Our columnist on what separates them, and why it is far from over.`,
        body: [
          p(
            `After ${story.round} rounds, ${e(first.team.shortName)} sit top with ${first.points} points, ${first.points - second.points} ahead of ${e(second.team.shortName)} and ${first.points - third.points} ahead of ${e(third.team.shortName)}.`,
          ),
          p(
            `The numbers favour the leaders: a goal difference of ${first.goalDifference > 0 ? '+' : ''}${first.goalDifference} and a recent run of ${formText(first.form)}. ${rng.pick(['They rarely drop points against the sides below them.', 'They win the games they are expected to win, which is most of the job.'])}`,
          ),
          p(
            `But ${e(second.team.shortName)} have the squad to keep the pressure on, and the head-to-head games are still to come. ${rng.pick(['Write nobody off before the spring.', 'The winter break has changed title races before.'])}`,
          ),
        ].join('\n'),
      };
    case 'scoring-charts':
      if (!top) throw new Error('A scoring column needs scorers');
      return {
        title: `Column: ${top.player.name} leads the way in the race for the top scorer's crown`,
        bTitle: `${top.goals} goals and counting: can anyone catch ${top.player.surname}?`,
        excerpt: `${top.player.name} of ${top.player.team.shortName} has ${top.goals} league goals. A look at the scoring charts and the men chasing him.`,
        body: [
          p(
            `With ${top.goals} goals, ${strong(top.player.name)} of ${e(top.player.team.shortName)} leads the Eredivisie scoring charts${top.penalties > 0 ? `, ${top.penalties} of them from the penalty spot` : ', all of them from open play'}.`,
          ),
          h2('The chasers'),
          list(
            chasers.map((s: ScorerFacts) => `${e(s.player.name)} (${e(s.player.team.shortName)}): ${s.goals} goals`),
          ),
          p(
            rng.pick([
              'The leader has the advantage, but a hat-trick or two can change everything.',
              'Penalties will decide this race: whoever takes them for his club has an edge.',
            ]),
          ),
          p(
            `${e(top.player.team.shortName)} are ${ordinal(story.table.find((r) => r.team.id === top.player.team.id)?.position ?? 1)} in the table, and ${e(capitalise(top.player.surname))}'s goals are a big reason why. ${rng.pick(['Keep him fit and the crown is his to lose.', 'The second half of the season will tell whether he can keep it up.'])}`,
          ),
        ].join('\n'),
      };
    case 'relegation':
      return {
        title: 'Column: the fight at the bottom is only getting tighter',
        bTitle: `${bottom.map((r) => r.team.shortName).join(', ')}: who can still escape?`,
        excerpt: `After ${story.round} rounds, ${bottom.map((r) => r.team.shortName).join(', ')} occupy the bottom three. Our columnist on their chances.`,
        body: [
          p(
            `After ${story.round} rounds, the bottom three are ${bottom.map((r) => `${e(r.team.shortName)} (${r.points} points)`).join(', ')}.`,
          ),
          p(
            `The team in 16th place goes into the play-offs, the bottom two go down. ${rng.pick(['Home form will decide it.', 'The games between the strugglers are worth six points each.'])}`,
          ),
          p(
            `${rng.pick(['Confidence is everything down there.', 'A new signing in January could make all the difference.'])} One thing is certain: nobody is safe yet.`,
          ),
        ].join('\n'),
      };
  }
}

export const englishWriter: ArticleWriter = {
  write(story, rng) {
    switch (story.kind) {
      case 'match-report':
        return matchReport(story.match, rng);
      case 'round-up':
        return roundUp(story, rng);
      case 'preview':
        return preview(story.match, rng);
      case 'transfer':
        return transfer(story, rng);
      case 'interview':
        return interview(story, rng);
      case 'injury':
        return injury(story, rng);
      case 'fan-story':
        return fanStory(story, rng);
      case 'youth':
        return youth(story, rng);
      case 'supporters-club':
        return supportersClub(story, rng);
      case 'opinion':
        return opinion(story, rng);
    }
  },
};
