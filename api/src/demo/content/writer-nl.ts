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
 * De Nederlandse redactie. Clubs zijn enkelvoud ("PSV heeft"), uitslagen staan altijd vanuit de
 * thuisploeg (1-3 is een uitzege), en zinnen komen uit meerdere varianten zodat vijftig artikelen
 * niet als één sjabloon lezen. Let op de Nederlandse woordvolgorde: na een bijwoordelijke bepaling
 * vooraan komt het werkwoord eerst, dus zinnen beginnen hier bij voorkeur met het onderwerp.
 */

const e = escapeHtml;

const NATIONALITY: Record<string, string> = {
  NL: 'Nederlandse',
  BE: 'Belgische',
  MA: 'Marokkaanse',
  SR: 'Surinaamse',
  DK: 'Deense',
  SE: 'Zweedse',
  DE: 'Duitse',
  BR: 'Braziliaanse',
  GH: 'Ghanese',
  NG: 'Nigeriaanse',
  JP: 'Japanse',
  ES: 'Spaanse',
  NO: 'Noorse',
  'GB-ENG': 'Engelse',
  'GB-SCT': 'Schotse',
  IT: 'Italiaanse',
  FR: 'Franse',
  PT: 'Portugese',
};
const COUNTRY: Record<string, string> = {
  'GB-ENG': 'Engeland',
  'GB-SCT': 'Schotland',
  IT: 'Italië',
  BE: 'België',
  FR: 'Frankrijk',
  DE: 'Duitsland',
  PT: 'Portugal',
  ES: 'Spanje',
  NL: 'Nederland',
};
const POSITION: Record<PlayerFacts['position'], string> = {
  Goalkeeper: 'keeper',
  Defender: 'verdediger',
  Midfielder: 'middenvelder',
  Attacker: 'spits',
};
const INJURY: Record<InjuryKind, string> = {
  hamstring: 'een hamstringblessure',
  ankle: 'enkelbandletsel',
  knee: 'een knieblessure',
  groin: 'een liesblessure',
  calf: 'een kuitblessure',
  metatarsal: 'een gebroken middenvoetsbeentje',
  concussion: 'een hersenschudding',
  thigh: 'een bovenbeenblessure',
};
/** Stadions met lidwoord, zodat "in het Philips Stadion" klopt en "in De Kuip" ook. */
const STADIUM: Record<string, string> = {
  'Philips Stadion': 'het Philips Stadion',
  'Johan Cruijff ArenA': 'de Johan Cruijff ArenA',
  'AFAS Stadion': 'het AFAS Stadion',
  Goffertstadion: 'het Goffertstadion',
  'Abe Lenstra Stadion': 'het Abe Lenstra Stadion',
  Euroborg: 'de Euroborg',
  'Fortuna Sittard Stadion': 'het Fortuna Sittard Stadion',
  'MAC³PARK Stadion': 'het MAC³PARK Stadion',
  'Bingoal Stadion': 'het Bingoal Stadion',
  'Koning Willem II Stadion': 'het Koning Willem II Stadion',
  'Van Donge & De Roo Stadion': 'het Van Donge & De Roo Stadion',
  'Kooi Stadion': 'het Kooi Stadion',
  'BUKO Stadion': 'het BUKO Stadion',
};
const WEEKDAYS = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'];
const FORM: Record<TableFacts['form'][number], string> = { W: 'W', D: 'G', L: 'V' };

function stadium(team: TeamFacts): string {
  return STADIUM[team.stadium] ?? team.stadium;
}

function thousands(n: number): string {
  return n.toLocaleString('nl-NL');
}

function euros(n: number): string {
  return `€${n.toLocaleString('nl-NL', { maximumFractionDigits: 1 })}`;
}

function score(home: number, away: number): string {
  return `${home}-${away}`;
}

function numberWord(n: number): string {
  return ['nul', 'één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'][n] ?? String(n);
}

function times(n: number): string {
  return ['geen keer', 'één keer', 'twee keer', 'drie keer', 'vier keer'][n] ?? `${n} keer`;
}

function when(date: Date): { weekday: string; dayPart: string; time: string } {
  const parts = zonedParts(date);
  const weekday = WEEKDAYS[parts.weekday - 1] ?? '';
  return {
    weekday,
    dayPart: `${weekday}${parts.hour >= 18 ? 'avond' : 'middag'}`,
    time: `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`,
  };
}

function minuteText(goal: GoalFacts, rng: Rng): string {
  if (goal.extraMinute !== null)
    return goal.minute <= 45
      ? 'in de blessuretijd van de eerste helft'
      : `diep in de blessuretijd (90+${goal.extraMinute})`;
  if (goal.minute >= 88) return 'in de slotminuten';
  if (goal.minute >= 85) return `${90 - goal.minute} minuten voor tijd`;
  return rng.chance(0.5) ? `in de ${goal.minute}e minuut` : `na ${goal.minute} minuten`;
}

function finish(goal: GoalFacts, rng: Rng): string {
  if (goal.type === 'penalty')
    return rng.pick([
      'vanaf de stip',
      'met een strafschop na een overtreding in de zestien',
      'door de keeper vanaf elf meter de verkeerde hoek in te sturen',
    ]);
  switch (goal.scorer.position) {
    case 'Attacker':
      return rng.pick([
        'met een droge schuiver in de hoek',
        'met een beheerste afronding',
        'met een kopbal uit een voorzet van rechts',
        'door bij de tweede paal binnen te tikken',
        'met een krulbal langs de keeper',
        'na een snelle counter',
      ]);
    case 'Midfielder':
      return rng.pick([
        'met een harde knal van net buiten de zestien',
        'door laat in de zestien op te duiken',
        'met een krul in de kruising',
        'na een fraaie een-twee',
      ]);
    default:
      return rng.pick([
        'met een kopbal uit een hoekschop',
        'door de bal na een standaardsituatie over de lijn te werken',
        'van dichtbij na een vrije trap',
      ]);
  }
}

function teamOf(match: MatchFacts, side: 'home' | 'away'): TeamFacts {
  return side === 'home' ? match.home : match.away;
}

/** `named` holds the scorers already introduced: the full name on first mention, the surname after. */
function goalSentence(match: MatchFacts, goal: GoalFacts, index: number, rng: Rng, named: Set<number>): string {
  const team = e(teamOf(match, goal.side).shortName);
  const now = score(goal.homeScore, goal.awayScore);
  const minute = e(minuteText(goal, rng));
  if (goal.type === 'own-goal')
    return `${strong(goal.scorer.name)} werkte de bal ${minute} ongelukkig in eigen doel: ${now}.`;
  const name = named.has(goal.scorer.id) ? e(capitalise(goal.scorer.surname)) : strong(goal.scorer.name);
  named.add(goal.scorer.id);
  const how = e(finish(goal, rng));
  switch (goalEffect(goal, index)) {
    case 'opener':
      return `${name} opende ${minute} de score ${how}.`;
    case 'equaliser':
      return rng.chance(0.5)
        ? `${name} maakte ${minute} gelijk ${how}: ${now}.`
        : `${capitalise(minute)} stond het weer gelijk: ${name} scoorde ${how} (${now}).`;
    case 'lead':
      return `${name} zette ${team} ${minute} op voorsprong ${how} (${now}).`;
    case 'extends':
      return `${name} maakte er ${minute} ${now} van ${how}.`;
    case 'reduces':
      return `${name} deed ${minute} iets terug namens ${team} ${how} (${now}).`;
  }
}

function tableSentence(team: TeamFacts, row: TableFacts): string {
  const points = `${row.points} punten uit ${row.played} wedstrijden`;
  if (row.position === 1) return `${e(team.shortName)} gaat aan kop met ${points}.`;
  if (row.position >= 16) return `${e(team.shortName)} staat ${row.position}e, in de gevarenzone, met ${points}.`;
  return `${e(team.shortName)} staat ${row.position}e met ${points}.`;
}

function formText(form: TableFacts['form']): string {
  return form.length === 0 ? 'nog geen wedstrijden' : form.map((f) => FORM[f]).join(' ');
}

function points(n: number): string {
  return `${n} ${n === 1 ? 'punt' : 'punten'}`;
}

const WINNER_QUOTES = [
  'We hebben lange tijd de controle gehad en verdienen de drie punten. De jongens hebben het plan perfect uitgevoerd.',
  'Het was niet altijd mooi, maar in deze competitie gaat het om resultaten. Ik ben trots op hoe we verdedigd hebben toen het erop aankwam.',
  'Je zag het vertrouwen in de groep. Als we met deze intensiteit spelen, zijn we moeilijk te stoppen.',
  'We moesten geduldig zijn, ze maakten het ons lastig. Maar de goals vielen op de juiste momenten.',
];
const BIG_WIN_QUOTES = [
  'Alles lukte vandaag. Zulke dagen zijn zeldzaam, dus we genieten er vanavond van en morgen beginnen we opnieuw.',
  'De uitslag zegt veel, maar wat me het meest beviel, is dat we tot het laatste fluitsignaal zijn doorgegaan.',
];
const LOSER_QUOTES = [
  'We gaven goedkope doelpunten weg en dat kan op dit niveau niet. We bekijken het deze week en dan gaan we door.',
  'Aan de inzet lag het niet, maar we waren in beide zestienmeters niet scherp genoeg.',
  'Dit doet pijn. We hadden onze momenten, maar benutten ze niet, en dan word je afgestraft.',
];
const DRAW_QUOTES = [
  'Een punt is terecht. Beide ploegen hadden kansen om te winnen.',
  'We wilden meer, maar na de week die we achter de rug hebben, neem ik dit punt mee.',
  'Frustrerend. We deden genoeg om te winnen, maar voetbal beloont dat niet altijd.',
];

function matchReport(match: MatchFacts, rng: Rng): WrittenArticle {
  const shape = matchShape(match);
  const { home, away } = match;
  const final = score(match.homeScore, match.awayScore);
  const { dayPart } = when(match.kickoffAt);
  const winner = shape.winner ? teamOf(match, shape.winner) : null;
  const loser = shape.winner ? teamOf(match, shape.winner === 'home' ? 'away' : 'home') : null;
  const decisive = shape.decisive?.scorer;

  let title: string;
  let bTitle: string;
  let summary: string;
  if (winner && loser && shape.hatTrick) {
    title = `Hattrick ${shape.hatTrick.surname} bezorgt ${winner.shortName} zege op ${loser.shortName}`;
    bTitle = `${shape.hatTrick.name} scoort drie keer: ${home.shortName} - ${away.shortName} ${final}`;
    summary = `een hattrick van ${e(shape.hatTrick.name)}`;
  } else if (winner && loser && shape.comeback) {
    title = rng.pick([
      `${winner.shortName} komt terug van achterstand en wint van ${loser.shortName}`,
      `${winner.shortName} buigt achterstand om tegen ${loser.shortName}`,
    ]);
    bTitle = `Ommekeer: ${winner.shortName} wint alsnog van ${loser.shortName} (${final})`;
    summary = `hoe de ${shape.winner === 'home' ? 'thuisploeg' : 'bezoekers'} een achterstand omboog`;
  } else if (winner && loser && shape.late && decisive) {
    title = `Late treffer ${decisive.surname} bezorgt ${winner.shortName} de zege op ${loser.shortName}`;
    bTitle = `Drama in ${home.cityNl}: ${winner.shortName} beslist het in de slotminuten`;
    summary = 'een wedstrijd die pas in de slotfase werd beslist';
  } else if (winner && loser && shape.margin >= 3) {
    title = rng.pick([
      `${winner.shortName} walst over ${loser.shortName} heen`,
      `${winner.shortName} deelt pak slaag uit aan ${loser.shortName}`,
    ]);
    bTitle = `${home.shortName} - ${away.shortName} ${final}: ${winner.shortName} een klasse beter`;
    summary = 'een eenzijdige wedstrijd';
  } else if (winner && loser && shape.winner === 'away') {
    title = rng.pick([
      `${away.shortName} wint in ${home.cityNl}`,
      `${away.shortName} pakt drie punten bij ${home.shortName}`,
    ]);
    bTitle = `${decisive ? `${capitalise(decisive.surname)} trefzeker, ` : ''}${away.shortName} wint bij ${home.shortName} (${final})`;
    summary = rng.pick(['een bevochten uitzege', 'hoe de bezoekers met de punten vertrokken']);
  } else if (winner && loser && shape.margin === 1) {
    title = rng.pick([
      `${home.shortName} wint nipt van ${away.shortName}`,
      `${decisive?.surname ?? home.shortName} beslist duel tussen ${home.shortName} en ${away.shortName}`,
    ]);
    bTitle = `Zuinige zege voor ${home.shortName}: ${final} tegen ${away.shortName}`;
    summary = 'een spannend en krap duel';
  } else if (winner && loser) {
    title = rng.pick([
      `${home.shortName} rekent af met ${away.shortName}`,
      `Zorgeloze ${dayPart} voor ${home.shortName} tegen ${away.shortName}`,
    ]);
    bTitle = `${home.shortName} - ${away.shortName} ${final}: thuisploeg de baas`;
    summary = 'een verdiende thuiszege';
  } else if (match.homeScore === 0) {
    title = `${home.shortName} en ${away.shortName} houden elkaar in evenwicht: 0-0`;
    bTitle = `Geen doelpunten in ${stadium(home)}`;
    summary = 'een wedstrijd met weinig kansen';
  } else if (match.homeScore >= 2) {
    title = `${home.shortName} en ${away.shortName} delen de punten na doelpuntenfestijn`;
    bTitle = `Spektakelstuk in ${home.cityNl} eindigt onbeslist (${final})`;
    summary = 'een open wedstrijd met kansen over en weer';
  } else {
    title = rng.pick([
      `${home.shortName} en ${away.shortName} delen de punten`,
      `Remise tussen ${home.shortName} en ${away.shortName}`,
    ]);
    bTitle = `${home.shortName} - ${away.shortName} ${final}: ieder een punt`;
    summary = 'een gelijkopgaande strijd';
  }

  const excerpt =
    winner && loser
      ? `${winner.name} won in speelronde ${match.round} van de Eredivisie met ${final} ${shape.winner === 'home' ? 'van' : 'bij'} ${loser.name}.${decisive && !shape.hatTrick ? ` De beslissende treffer kwam van ${decisive.name}.` : ''}`
      : `${home.name} en ${away.name} speelden in speelronde ${match.round} van de Eredivisie met ${final} gelijk.`;

  const paragraphs: string[] = [];
  paragraphs.push(
    p(
      winner && loser
        ? `${e(winner.shortName)} ${rng.pick(['versloeg', 'was te sterk voor', 'rekende af met'])} ${e(loser.shortName)}: op ${dayPart} werd het ${final}. De ${thousands(match.attendance)} toeschouwers in ${e(stadium(home))} zagen ${summary}.`
        : `${e(home.shortName)} en ${e(away.shortName)} speelden op ${dayPart} met ${final} gelijk. De ${thousands(match.attendance)} toeschouwers in ${e(stadium(home))} zagen ${summary}.`,
    ),
  );
  const named = new Set<number>();
  const firstHalf = match.goals.filter((g) => g.minute <= 45);
  const secondHalf = match.goals.filter((g) => g.minute > 45);
  if (firstHalf.length === 0) {
    paragraphs.push(
      p(
        rng.pick([
          'Een behoedzame eerste helft leverde weinig kansen op.',
          `Voor rust kwamen beide ploegen niet tot scoren, al was ${e(home.shortName)} na een hoekschop dicht bij de openingstreffer.`,
        ]),
      ),
    );
  } else {
    const lastOfHalf = firstHalf[firstHalf.length - 1];
    paragraphs.push(
      p(
        `${firstHalf.map((g) => goalSentence(match, g, match.goals.indexOf(g), rng, named)).join(' ')} Bij rust stond het ${score(lastOfHalf?.homeScore ?? 0, lastOfHalf?.awayScore ?? 0)}.`,
      ),
    );
  }
  if (secondHalf.length === 0) {
    paragraphs.push(
      p(
        match.goals.length === 0
          ? 'Ook na rust bleef het doelpuntloos: veel balbezit, weinig gevaar en twee keepers die amper in actie hoefden te komen.'
          : 'Na rust vielen er geen doelpunten meer; de wedstrijd verzandde in een strijd op het middenveld.',
      ),
    );
  } else {
    const intro =
      secondHalf.length === 1
        ? 'Na rust viel nog één doelpunt.'
        : `Na rust vielen nog ${numberWord(secondHalf.length)} doelpunten.`;
    paragraphs.push(
      p(`${intro} ${secondHalf.map((g) => goalSentence(match, g, match.goals.indexOf(g), rng, named)).join(' ')}`),
    );
  }
  if (winner && loser) {
    paragraphs.push(
      quote(
        rng.pick(shape.margin >= 3 ? BIG_WIN_QUOTES : WINNER_QUOTES),
        `${winner.coach}, trainer van ${winner.shortName}`,
      ),
    );
    if (rng.chance(0.5))
      paragraphs.push(quote(rng.pick(LOSER_QUOTES), `${loser.coach}, trainer van ${loser.shortName}`));
  } else {
    const side = rng.pick([home, away]);
    paragraphs.push(quote(rng.pick(DRAW_QUOTES), `${side.coach}, trainer van ${side.shortName}`));
  }
  paragraphs.push(p(`${tableSentence(home, match.homeAfter)} ${tableSentence(away, match.awayAfter)}`));
  if (match.homeNext && match.awayNext) {
    paragraphs.push(
      p(
        `De volgende tegenstander van ${e(home.shortName)} is ${e(match.homeNext.name)}; ${e(away.shortName)} neemt het op tegen ${e(match.awayNext.name)}.`,
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
  if (!leader || !second || !biggest) throw new Error('Een terugblik heeft een stand en wedstrijden nodig');
  const gap = leader.points - second.points;
  const standout = biggest.homeScore > biggest.awayScore ? biggest.home.shortName : biggest.away.shortName;
  const leaderPhrase =
    gap >= 3
      ? rng.pick(['houdt afstand', 'blijft ruim aan kop', 'behoudt de voorsprong'])
      : rng.pick(['blijft koploper', 'houdt de eerste plaats vast']);
  const title =
    gap === 0
      ? `Speelronde ${story.round}: ${leader.team.shortName} en ${second.team.shortName} gelijk bovenaan`
      : rng.pick([
          `Speelronde ${story.round}: ${leader.team.shortName} ${leaderPhrase}, ${standout} imponeert`,
          `${standout} steelt de show in speelronde ${story.round}, ${leader.team.shortName} ${leaderPhrase}`,
        ]);
  const bTitle = rng.pick([
    `Terugblik op speelronde ${story.round}: alle uitslagen en opvallende zaken`,
    `Speelronde ${story.round} in cijfers: ${goals} doelpunten, ${homeWins} ${homeWins === 1 ? 'thuiszege' : 'thuiszeges'}`,
  ]);
  const excerpt = `${goals} doelpunten in negen wedstrijden, ${homeWins} ${homeWins === 1 ? 'thuiszege' : 'thuiszeges'} en een ${score(biggest.homeScore, biggest.awayScore)} tussen ${biggest.home.shortName} en ${biggest.away.shortName}: alles over speelronde ${story.round} van de Eredivisie.`;
  const body = [
    p(
      `Speelronde ${story.round} van de Eredivisie leverde ${goals} doelpunten op, ${goals / 9 >= 3 ? 'meer' : 'minder'} dan de gebruikelijke drie per wedstrijd. ${gap === 0 ? `${e(leader.team.shortName)} staat alleen op doelsaldo bovenaan.` : `${e(leader.team.shortName)} gaat aan kop met ${points(leader.points)}, ${points(gap)} meer dan ${e(second.team.shortName)}.`}`,
    ),
    h2('Alle uitslagen'),
    list(
      story.matches.map((m) => {
        const scorers = m.goals
          .filter((g) => g.type !== 'own-goal')
          .map((g) => `${e(g.scorer.surname)} ${g.minute}${g.extraMinute ? `+${g.extraMinute}` : ''}'`);
        return `${e(m.home.shortName)} - ${e(m.away.shortName)} ${score(m.homeScore, m.awayScore)}${scorers.length > 0 ? ` <em>(${scorers.join(', ')})</em>` : ''}`;
      }),
    ),
    h2('Uitslag van de speelronde'),
    p(
      `De opvallendste uitslag viel in ${e(stadium(biggest.home))}, waar ${e(biggest.home.shortName)} en ${e(biggest.away.shortName)} eindigden op ${score(biggest.homeScore, biggest.awayScore)}. ${rng.pick(['Weinigen zagen dat vooraf aankomen.', 'Het was een statement.', 'De meegereisde fans zullen deze nog lang niet vergeten.'])}`,
    ),
    h2('Onderin'),
    p(
      `${bottom.map((r) => `${e(r.team.shortName)} (${r.points})`).join(', ')} vormen na ${story.round} speelrondes de onderste drie. ${rng.pick(['Het gat met de veilige zone is klein, maar de wedstrijden raken op.', 'Er moet nog genoeg gevoetbald worden, maar de druk neemt toe.'])}`,
    ),
  ].join('\n');
  return { title, bTitle, excerpt, body };
}

function preview(match: UpcomingFacts, rng: Rng): WrittenArticle {
  const { home, away } = match;
  const { weekday, time } = when(match.kickoffAt);
  const higher = match.homeBefore.position < match.awayBefore.position ? home : away;
  const title = rng.pick([
    `Voorbeschouwing: ${home.shortName} - ${away.shortName}`,
    `${home.shortName} ontvangt ${away.shortName} in speelronde ${match.round}`,
  ]);
  const bTitle = `${home.shortName} - ${away.shortName}: vorm, nieuws en de spelers om op te letten`;
  const excerpt = `${home.name} (${match.homeBefore.position}e) ontvangt op ${weekday} om ${time} ${away.name} (${match.awayBefore.position}e). Dit moet je weten.`;
  const keyLine = (player: PlayerFacts, goals: number) =>
    goals > 0
      ? `${strong(player.name)} scoorde dit seizoen al ${times(goals)} in de competitie en is de man om in de gaten te houden bij ${e(player.team.shortName)}.`
      : `${e(player.team.shortName)} rekent op ${strong(player.name)} voor de doelpunten.`;
  const body = [
    p(
      `${e(home.shortName)} - ${e(away.shortName)} begint op ${weekday} om ${time} in ${e(stadium(home))}. ${tableSentence(home, match.homeBefore)} ${tableSentence(away, match.awayBefore)}`,
    ),
    h2('Vorm'),
    p(
      `De laatste vijf competitieduels van ${e(home.shortName)}: ${formText(match.homeBefore.form)}; van ${e(away.shortName)}: ${formText(match.awayBefore.form)}. ${e(higher.shortName)} staat hoger op de ranglijst, ${rng.pick(['maar de vorm zegt in deze competitie lang niet alles.', 'en wil dat laten zien.', 'al is het verschil kleiner dan het lijkt.'])}`,
    ),
    h2('Spelers om op te letten'),
    p(`${keyLine(match.homeKeyPlayer, match.homeKeyGoals)} ${keyLine(match.awayKeyPlayer, match.awayKeyGoals)}`),
    quote(
      rng.pick([
        'We weten wat we kunnen verwachten. Ze staan goed georganiseerd, dus we moeten geduldig en scherp zijn voorin.',
        'Elke wedstrijd in deze competitie is lastig. We kijken vooral naar onszelf en naar ons eigen spel.',
        'De fans gaan ons vooruit duwen. Als we hun energie evenaren, halen we hier iets.',
      ]),
      `${home.coach}, trainer van ${home.shortName}`,
    ),
    p(`Voorspel de uitslag in onze wekelijkse voorspellingscompetitie: je kunt meedoen tot de aftrap om ${time}.`),
  ].join('\n');
  return { title, bTitle, excerpt, body };
}

function transfer(story: Extract<Story, { kind: 'transfer' }>, rng: Rng): WrittenArticle {
  const { player, suitor } = story;
  const team = player.team;
  const abroad = story.suitorCountry !== 'NL';
  const fee = `${euros(story.fee)} miljoen`;
  const title = rng.pick([
    `${suitor} volgt ${player.name} van ${team.shortName}`,
    `${player.name} in de belangstelling van ${suitor}`,
    `${suitor} denkt aan ${player.name}`,
  ]);
  const bTitle = `Vertrekt ${player.surname} uit ${team.cityNl}?`;
  const excerpt = `${suitor}${abroad ? ` uit ${COUNTRY[story.suitorCountry] ?? 'het buitenland'}` : ''} zou interesse hebben in ${player.name}, ${POSITION[player.position]} van ${team.shortName}. Er wordt een transfersom van rond de ${fee} genoemd.`;
  const body = [
    p(
      `${e(suitor)} heeft volgens ingewijden bij ${e(team.shortName)} geïnformeerd naar ${strong(player.name)}. De ${player.age}-jarige ${e(NATIONALITY[player.nationality] ?? '')} ${POSITION[player.position]} ${story.goals > 0 ? `scoorde dit seizoen al ${times(story.goals)} in de competitie` : 'is dit seizoen een vaste waarde in de basis'} en heeft een contract tot de zomer van ${story.contractYear}.`,
    ),
    p(
      abroad
        ? `Scouts van ${e(suitor)} zaten de afgelopen weken meerdere keren op de tribune. Een overstap naar ${e(COUNTRY[story.suitorCountry] ?? 'het buitenland')} past in een bekend patroon voor spelers die in de Eredivisie doorbreken; ${e(team.shortName)} zou rekenen op een bedrag van rond de ${fee}.`
        : `Een overstap naar ${e(suitor)} houdt hem in de Eredivisie en biedt uitzicht op Europees voetbal. ${e(team.shortName)} laat hem niet gaan voor minder dan ${fee}, en zeker niet midden in het seizoen.`,
    ),
    quote(
      rng.pick([
        `Spelers als ${player.surname} trekken aandacht; dat is het compliment dat je krijgt als je goed presteert. Hij is onze speler en hij is belangrijk voor ons.`,
        `Ik reageer niet op geruchten. ${player.surname} is gefocust, traint goed en weet wat hij voor deze club betekent.`,
      ]),
      `${team.coach}, trainer van ${team.shortName}`,
    ),
    p(
      rng.pick([
        `${e(team.shortName)} wil de selectie het liefst minstens tot het einde van het seizoen bij elkaar houden.`,
        'In januari gaat de wintertransferperiode open, dus dit verhaal loopt voorlopig nog wel even.',
        'Er is nog niets afgesproken en de speler zelf heeft zich er niet publiekelijk over uitgelaten.',
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
          'We hebben laten zien wat deze groep kan',
          'Hier werk je de hele week voor',
          'Dit doelpunt is van het hele team',
        ]
      : outcome === 'draw'
        ? [
            'Dit soort gelijke spelen moeten we omzetten in zeges',
            'Dit punt voelt als twee verloren punten',
            'We waren dichtbij, maar dichtbij is niet genoeg',
          ]
        : [
            'Een doelpunt zegt niets als je verliest',
            'We moeten na deze wedstrijd naar onszelf kijken',
            'Ik ruil mijn doelpunt zo in voor een punt',
          ],
  );
  const final = score(match.homeScore, match.awayScore);
  const result =
    outcome === 'win' ? `de ${final}-zege` : outcome === 'draw' ? `het ${final}-gelijkspel` : `de ${final}-nederlaag`;
  const title = `${player.name}: '${headlineQuote}'`;
  const bTitle = `${capitalise(player.surname)} blikt terug op de ${final} ${side === 'home' ? 'tegen' : 'bij'} ${opponent.shortName}`;
  const excerpt = `${player.name}, ${POSITION[player.position]} van ${team.shortName}, over zijn ${story.goalsInMatch > 1 ? `${story.goalsInMatch} doelpunten` : 'doelpunt'} tegen ${opponent.shortName}, de kleedkamer en wat er komt.`;
  const q = (text: string) => p(`<strong>${e(text)}</strong>`);
  const body = [
    p(
      `${e(player.name)} (${player.age}) scoorde ${times(story.goalsInMatch)} in ${result} van ${e(team.shortName)} tegen ${e(opponent.shortName)} en staat nu op ${story.seasonGoals} competitietreffers. We spraken hem een dag later.`,
    ),
    q(`Hoe voelde het om te scoren tegen ${opponent.shortName}?`),
    p(
      e(
        outcome === 'win'
          ? 'Geweldig, maar de overwinning is belangrijker. Als je scoort en het team wint, is dat het mooiste gevoel dat er is. De hele groep heeft ervoor gewerkt.'
          : outcome === 'draw'
            ? 'Dubbel. Ik ben blij dat ik het team help, maar we kwamen voor drie punten. We moeten effectiever zijn.'
            : 'Eerlijk gezegd betekent het weinig. We hebben verloren en dat is wat iedereen onthoudt. We moeten weer aan het werk.',
      ),
    ),
    q(
      `Je staat nu op ${story.seasonGoals} ${story.seasonGoals === 1 ? 'competitiedoelpunt' : 'competitiedoelpunten'}. Verrast?`,
    ),
    p(
      e(
        rng.pick([
          'Niet echt. Ik heb deze zomer hard gewerkt en de trainer geeft me vertrouwen. Maar ik tel geen doelpunten, ik tel punten.',
          `Misschien een beetje. Vorig seizoen was lastig voor me. Nu ben ik fit en voel ik het vertrouwen van ${team.coach} en de staf.`,
        ]),
      ),
    ),
    q('Hoe is de sfeer in de kleedkamer?'),
    p(
      e(
        rng.pick([
          'Goed. Er zit veel kwaliteit in de groep en de jonge spelers jagen de ouderen elke dag op tijdens de training.',
          'Gefocust. We weten dat het krap is op de ranglijst, dus elke wedstrijd voelt als een finale.',
        ]),
      ),
    ),
    q('En de supporters?'),
    p(
      e(
        `Die zijn ongelooflijk. In ${stadium(team)} voel je ze negentig minuten achter je staan. We willen ze iets teruggeven.`,
      ),
    ),
  ].join('\n');
  return { title, bTitle, excerpt, body };
}

function injury(story: Extract<Story, { kind: 'injury' }>, rng: Rng): WrittenArticle {
  const { player } = story;
  const team = player.team;
  const title = rng.pick([
    `${team.shortName} ${story.weeks} weken zonder ${player.name}`,
    `Domper voor ${team.shortName}: ${player.surname} kampt met ${INJURY[story.injury]}`,
  ]);
  const bTitle = `${player.surname} aan de kant: wat betekent dat voor ${team.shortName}?`;
  const excerpt = `${team.shortName} moet het voorlopig stellen zonder ${POSITION[player.position]} ${player.name}, die kampt met ${INJURY[story.injury]}. De club verwacht dat hij ongeveer ${story.weeks} weken uitvalt.`;
  const body = [
    p(
      `${e(team.shortName)} heeft bevestigd dat ${strong(player.name)} kampt met ${e(INJURY[story.injury])}. Onderzoek op ${rng.pick(['maandag', 'dinsdag', 'de ochtend na de wedstrijd'])} bracht de schade in kaart; de medische staf verwacht dat hij ongeveer ${story.weeks} weken uitvalt.`,
    ),
    p(
      `De ${player.age}-jarige ${e(NATIONALITY[player.nationality] ?? '')} ${POSITION[player.position]} was dit seizoen een vaste waarde en speelt met rugnummer ${player.shirtNumber}. ${story.weeks >= 6 ? 'Het is een flinke tegenvaller voor speler en club.' : 'De hoop is dat hij voor de winterstop terug is.'}`,
    ),
    quote(
      rng.pick([
        `Het is natuurlijk een klap. ${player.surname} was in goede vorm. Maar we hebben een selectie voor dit soort momenten en anderen krijgen nu hun kans.`,
        'We nemen met hem geen enkel risico. Hij keert terug als hij honderd procent fit is, geen dag eerder.',
      ]),
      `${team.coach}, trainer van ${team.shortName}`,
    ),
    story.nextOpponent
      ? p(
          `De volgende wedstrijd van ${e(team.shortName)} is ${story.nextAtHome ? 'thuis tegen' : 'uit bij'} ${e(story.nextOpponent.name)}.`,
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
        title: `${fan} mist al ${years} jaar geen uitwedstrijd van ${team.shortName}`,
        bTitle: `Op pad met de trouwste uitsupporter van ${team.shortName}`,
        excerpt: `Van Groningen tot Sittard en terug: ${fan} volgt ${team.name} al ${years} jaar naar elke uitwedstrijd. Wij reisden mee.`,
        body: [
          p(
            `De wekker gaat om half zes. ${e(fan)} pakt een thermoskan, dezelfde sjaal als altijd en een kaartje voor het uitvak. Al ${years} jaar heeft ${e(fan)} geen enkele uitwedstrijd van ${e(team.shortName)} gemist.`,
          ),
          p(
            `'Mensen vragen waarom,' zegt ${e(fan)} in de bus. 'Maar je kiest geen club. De club kiest jou. Mijn vader nam me mee naar ${e(stadium(team))} en ik ben nooit meer gestopt.'`,
          ),
          p(
            `Dat zijn inmiddels zo'n ${years * rng.int(17, 19)} uitwedstrijden, talloze wegrestaurants en meer dan één keer pech onderweg. 'Het ergste was een bekerwedstrijd op een dinsdagavond in de regen. We verloren, de bus viel stil en we waren om vier uur thuis. Ik vond het prachtig.'`,
          ),
          p(
            `${e(team.shortName)} heeft beloofd bij de volgende thuiswedstrijd een ingelijst shirt met nummer ${years} te overhandigen. ${e(fan)} hoeft die aandacht niet zo: 'Ik wil gewoon drie punten.'`,
          ),
        ].join('\n'),
      };
    case 'season-ticket':
      return {
        title: `${years} jaar op dezelfde stoel: ${fan} en ${team.shortName}`,
        bTitle: `De seizoenkaarthouder van ${team.shortName} die alles heeft meegemaakt`,
        excerpt: `${fan} kocht ${years} jaar geleden een eerste seizoenkaart voor ${stadium(team)} en zit sindsdien op dezelfde plek.`,
        body: [
          p(
            `Vak F, rij 12, stoel 8. Daar kijkt ${e(fan)} al ${years} jaar naar ${e(team.shortName)}. 'Mijn buren zijn veranderd, het stadion is veranderd, de spelers zijn veranderd. Mijn stoel niet.'`,
          ),
          p(
            `${e(fan)} bewaart elk kaartje in een schoenendoos. 'Promoties, degradaties, een bekerfinale. De mooie dagen maken de slechte goed. Meestal.'`,
          ),
          p(
            rng.pick([
              `Gevraagd naar een favoriete speler lacht ${e(fan)}: 'Te veel. Maar dit elftal heeft iets. Dat voel je op de tribune.'`,
              `Wat ${e(fan)} steeds terug laat komen? 'De mensen om me heen. We zijn een familie geworden. We vieren verjaardagen op de tribune.'`,
            ]),
          ),
        ].join('\n'),
      };
    case 'tifo':
      return {
        title: `Achter de schermen bij de tifo van de ${team.shortName}-fans`,
        bTitle: `Weken werk voor negentig seconden: zo maakten ${team.shortName}-supporters hun sfeeractie`,
        excerpt: `Vrijwilligers schilderden wekenlang aan een sfeeractie die een complete tribune van ${stadium(team)} bedekte. Wij spraken de makers.`,
        body: [
          p(
            `Hij hing er nog geen twee minuten, maar aan de tifo die boven de thuistribune van ${e(stadium(team))} werd uitgerold, werd ${rng.int(4, 9)} weken gewerkt. Meer dan ${rng.int(40, 120)} vrijwilligers schilderden, knipten en naaiden in een loods aan de rand van ${e(team.cityNl)}.`,
          ),
          p(
            `'We hebben alles zelf betaald,' zegt ${e(fan)}, een van de organisatoren. 'Collectes bij de poort, een crowdfundingactie en veel vriendendiensten. Uiteindelijk haalden we ${euros(story.amount)} op.'`,
          ),
          p(
            `De club bedankte de supporters op sociale media en de spelers applaudisseerden voor de aftrap richting de tribune. 'Dat moment maakt alles goed,' zegt ${e(fan)}.`,
          ),
        ].join('\n'),
      };
    case 'charity':
      return {
        title: `${team.shortName}-fans halen ${euros(story.amount)} op voor kinderziekenhuis`,
        bTitle: `Hoe een emmercollecte van ${team.shortName}-supporters uitgroeide tot ${euros(story.amount)}`,
        excerpt: `Supporters van ${team.name} hebben ${euros(story.amount)} ingezameld voor de kinderafdeling van een ziekenhuis in ${team.cityNl}.`,
        body: [
          p(
            `Wat begon als een emmercollecte bij één thuiswedstrijd, is uitgegroeid tot ${euros(story.amount)} voor de kinderafdeling van een ziekenhuis in ${e(team.cityNl)}. Het idee kwam van ${e(fan)}, al ${years} jaar seizoenkaarthouder.`,
          ),
          p(
            `'We wilden iets doen voor de stad,' zegt ${e(fan)}. 'Voetbal geeft ons zoveel; dit is een manier om iets terug te doen.'`,
          ),
          p(
            'De spelers signeerden shirts voor een online veiling en de club verdubbelde de opbrengst van de laatste thuiswedstrijd. Van het geld wordt een nieuwe speelkamer ingericht.',
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
        title: `${player.age}-jarige ${player.name} debuteert in het eerste van ${team.shortName}`,
        bTitle: `Van de jeugdopleiding naar de Eredivisie: de grote dag van ${player.surname}`,
        excerpt: `Jeugdproduct ${player.name} maakte zijn debuut voor ${team.name}. Trainer ${team.coach} was vol lof.`,
        body: [
          p(
            `${e(team.shortName)} liet ${strong(player.name)} debuteren, een ${player.age}-jarige ${POSITION[player.position]} die als kind in de jeugdopleiding begon. Hij viel in voor de laatste twintig minuten.`,
          ),
          quote(
            'Hij traint al maanden mee met het eerste en valt nooit uit de toon. Dit heeft hij verdiend.',
            `${team.coach}, trainer van ${team.shortName}`,
          ),
          p(
            `${e(capitalise(player.surname))} is de ${rng.int(3, 6)}e jeugdspeler die onder ${e(team.coach)} debuteert. 'Hier droom ik al van sinds mijn achtste,' zei hij na afloop. 'Mijn hele familie zat op de tribune.'`,
          ),
        ].join('\n'),
      };
    case 'contract':
      return {
        title: `${team.shortName} geeft talent ${player.name} eerste profcontract`,
        bTitle: `${player.surname} tekent tot ${story.contractYear}: 'Deze club is mijn thuis'`,
        excerpt: `${player.name} (${player.age}) heeft zijn eerste profcontract getekend bij ${team.name}, tot de zomer van ${story.contractYear}.`,
        body: [
          p(
            `${e(team.shortName)} heeft ${strong(player.name)} vastgelegd met zijn eerste profcontract, dat loopt tot de zomer van ${story.contractYear}. De ${POSITION[player.position]} doorliep alle jeugdelftallen van de club.`,
          ),
          p(
            `'Deze club is mijn thuis,' zei ${e(player.surname)} na de ondertekening. 'Ik wil het vertrouwen terugbetalen door elke dag hard te werken.'`,
          ),
          p(
            `De technisch directeur noemde hem 'een van de grootste talenten van zijn lichting' en liet weten dat er dit seizoen meer contracten voor jeugdspelers volgen.`,
          ),
        ].join('\n'),
      };
    case 'tournament':
      return {
        title: `Onder 19 van ${team.shortName} wint internationaal jeugdtoernooi`,
        bTitle: `${player.surname} blinkt uit: jonge ${team.shortName}-spelers pakken de beker`,
        excerpt: `Het onder 19-team van ${team.name} won een internationaal toernooi; ${player.name} werd uitgeroepen tot beste speler.`,
        body: [
          p(
            `De onder 19 van ${e(team.shortName)} won afgelopen weekend een internationaal jeugdtoernooi, met onderweg zeges op ploegen uit Duitsland, België en Engeland.`,
          ),
          p(
            `${strong(player.name)} werd uitgeroepen tot beste speler van het toernooi na zijn doelpunt in de finale. 'We hebben het hele weekend als team gespeeld,' zei hij. 'De beker is van iedereen.'`,
          ),
          p(
            `Meerdere spelers uit de selectie trainden dit seizoen al mee met het eerste elftal, en trainer ${e(team.coach)} zat bij de finale op de tribune.`,
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
        title: `Supportersvereniging ${team.shortName} kiest nieuw bestuur op drukbezochte ledenvergadering`,
        bTitle: `Ticketprijzen en uitkaarten bovenaan de agenda bij ${team.shortName}-fans`,
        excerpt: `Meer dan ${rng.int(20, 60) * 10} leden bezochten de jaarvergadering van de supportersvereniging van ${team.shortName}, die een nieuw bestuur koos.`,
        body: [
          p(
            `De jaarlijkse ledenvergadering van de supportersvereniging van ${e(team.shortName)} zat vol; er werd een nieuw bestuur gekozen en de verdeling van uitkaarten stond hoog op de agenda.`,
          ),
          p(
            `De supportersvereniging vertegenwoordigt inmiddels ${members} leden en overlegt maandelijks met de club. 'Wij zijn de stem van de tribunes,' zei de nieuwe voorzitter. 'Betaalbare kaarten en veilig uitreizen zijn onze prioriteiten.'`,
          ),
          p(
            `De leden stemden ook in met het voortzetten van de jaarlijkse inzameling voor goede doelen in de regio en met meer familiedagen in ${e(stadium(team))}.`,
          ),
        ].join('\n'),
      };
    case 'away-travel':
      return {
        title: `${story.buses} bussen geboekt: ${team.shortName}-fans klaar voor volgende uittrip`,
        bTitle: `De supportersvereniging achter het reizende legioen van ${team.shortName}`,
        excerpt: `De supportersvereniging van ${team.shortName} heeft ${story.buses} bussen geboekt voor de volgende uitwedstrijd. Zo werkt het reizen.`,
        body: [
          p(
            `De supportersvereniging van ${e(team.shortName)} heeft ${story.buses} bussen geboekt voor de volgende uitwedstrijd; de kaarten voor het uitvak waren binnen een dag uitverkocht.`,
          ),
          p(
            `Bij de meeste Eredivisie-stadions kom je als uitsupporter alleen binnen via de combiregeling, afgesproken met clubs en politie. 'Het werkt,' zegt de reiscoördinator van de vereniging. 'Iedereen komt veilig heen en terug.'`,
          ),
          p(
            `Leden die geen plek kregen, staan op een wachtlijst. Vertrek is drie uur voor de aftrap vanaf ${e(stadium(team))}.`,
          ),
        ].join('\n'),
      };
    case 'membership':
      return {
        title: `Supportersvereniging ${team.shortName} passeert grens van ${members} leden`,
        bTitle: `Recordaantal leden voor supportersvereniging ${team.shortName}`,
        excerpt: `De supportersvereniging van ${team.name} telt nu ${members} leden, meer dan ooit.`,
        body: [
          p(
            `De supportersvereniging van ${e(team.name)} is voor het eerst in haar geschiedenis de grens van ${members} leden gepasseerd. De groei komt vooral van jonge fans, die zich dit seizoen massaal aanmeldden.`,
          ),
          p(
            `Leden krijgen voorrang bij uitkaarten, korting in de fanshop en inspraak in het overleg met de club. 'Hoe sterker we zijn, hoe beter we gehoord worden,' zegt de voorzitter.`,
          ),
          p(
            rng.pick([
              'Voor de volgende thuiswedstrijd staat een feestje gepland.',
              'Het nieuwste lid wordt uitgenodigd voor een dag op het trainingscomplex bij het eerste elftal.',
            ]),
          ),
        ].join('\n'),
      };
    case 'food-bank':
      return {
        title: `${team.shortName}-supporters zamelen ${euros(story.amount)} in voor de voedselbank`,
        bTitle: `Fans van ${team.shortName} vullen de schappen van de voedselbank in ${team.cityNl}`,
        excerpt: `Een inzameling van de supportersvereniging van ${team.shortName} leverde ${euros(story.amount)} en twee busjes boodschappen op voor de voedselbank in ${team.cityNl}.`,
        body: [
          p(
            `Supporters van ${e(team.shortName)} zamelden ${euros(story.amount)} en twee busjes vol boodschappen in voor de voedselbank in ${e(team.cityNl)}. De inzameling liep tijdens de laatste twee thuiswedstrijden in ${e(stadium(team))}.`,
          ),
          p(
            `'Je ziet de nood groeien,' zegt een vrijwilliger van de supportersvereniging. 'Voetbal draait om de gemeenschap, en dit is onze gemeenschap.'`,
          ),
          p('Meerdere spelers hielpen de vrijwilligers bij het overhandigen van de donaties.'),
        ].join('\n'),
      };
  }
}

function opinion(story: Extract<Story, { kind: 'opinion' }>, rng: Rng): WrittenArticle {
  const [first, second, third] = story.table;
  const bottom = story.table.slice(-3);
  const top = story.scorers[0];
  const chasers = story.scorers.slice(1, 4);
  if (!first || !second || !third) throw new Error('Een column heeft een stand nodig');
  const bottomNames = bottom.map((r) => r.team.shortName).join(', ');
  switch (story.variant) {
    case 'title-race':
      return {
        title: `Column: waarom ${first.team.shortName} favoriet is voor de titel`,
        bTitle: `Is de titelstrijd na ${story.round} speelrondes al beslist?`,
        excerpt: `${first.team.shortName} heeft ${points(first.points - second.points)} voorsprong op ${second.team.shortName}. Onze columnist over wat hen scheidt, en waarom het nog lang niet voorbij is.`,
        body: [
          p(
            `Na ${story.round} speelrondes staat ${e(first.team.shortName)} bovenaan met ${points(first.points)}, ${points(first.points - second.points)} meer dan ${e(second.team.shortName)} en ${points(first.points - third.points)} meer dan ${e(third.team.shortName)}.`,
          ),
          p(
            `De cijfers spreken in het voordeel van de koploper: een doelsaldo van ${first.goalDifference > 0 ? '+' : ''}${first.goalDifference} en een recente reeks van ${formText(first.form)}. ${rng.pick(['Tegen de ploegen daaronder worden zelden punten gemorst.', 'De wedstrijden die gewonnen moeten worden, worden gewonnen, en dat is het grootste deel van het werk.'])}`,
          ),
          p(
            `Maar ${e(second.team.shortName)} heeft de selectie om de druk erop te houden, en de onderlinge duels moeten nog komen. ${rng.pick(['Schrijf niemand af voor het voorjaar.', 'De winterstop heeft wel vaker een titelstrijd gekanteld.'])}`,
          ),
        ].join('\n'),
      };
    case 'scoring-charts':
      if (!top) throw new Error('Een topscorerscolumn heeft topscorers nodig');
      return {
        title: `Column: ${top.player.name} aan kop in de strijd om de topscorerstitel`,
        bTitle: `${top.goals} goals en de teller loopt: kan iemand ${top.player.surname} nog inhalen?`,
        excerpt: `${top.player.name} van ${top.player.team.shortName} staat op ${top.goals} competitiedoelpunten. Een blik op de topscorerslijst en zijn achtervolgers.`,
        body: [
          p(
            `Met ${top.goals} treffers voert ${strong(top.player.name)} van ${e(top.player.team.shortName)} de topscorerslijst van de Eredivisie aan${top.penalties > 0 ? `; ${top.penalties} daarvan vielen vanaf de stip` : ', allemaal uit het spel'}.`,
          ),
          h2('De achtervolgers'),
          list(
            chasers.map(
              (s: ScorerFacts) => `${e(s.player.name)} (${e(s.player.team.shortName)}): ${s.goals} doelpunten`,
            ),
          ),
          p(
            rng.pick([
              'De koploper heeft een voorsprong, maar een hattrick of twee kan alles veranderen.',
              'Strafschoppen gaan deze race beslissen: wie ze bij zijn club neemt, heeft een streepje voor.',
            ]),
          ),
          p(
            `${e(top.player.team.shortName)} staat ${story.table.find((r) => r.team.id === top.player.team.id)?.position ?? 1}e op de ranglijst, en de doelpunten van ${e(top.player.surname)} zijn daar een belangrijke reden voor. ${rng.pick(['Blijft hij fit, dan is de titel van hem.', 'De tweede seizoenshelft moet uitwijzen of hij dit volhoudt.'])}`,
          ),
        ].join('\n'),
      };
    case 'relegation':
      return {
        title: 'Column: de strijd onderin wordt alleen maar spannender',
        bTitle: `${bottomNames}: wie kan nog ontsnappen?`,
        excerpt: `Na ${story.round} speelrondes bezetten ${bottomNames} de onderste drie plaatsen. Onze columnist over hun kansen.`,
        body: [
          p(
            `Na ${story.round} speelrondes zijn ${bottom.map((r) => `${e(r.team.shortName)} (${points(r.points)})`).join(', ')} de onderste drie.`,
          ),
          p(
            `De nummer zestien gaat naar de play-offs, de nummers zeventien en achttien degraderen rechtstreeks. ${rng.pick(['De thuisvorm gaat dit beslissen.', 'De onderlinge duels tussen de degradatiekandidaten zijn zes punten waard.'])}`,
          ),
          p(
            `${rng.pick(['Onderin is vertrouwen alles.', 'Een nieuwe aanwinst in januari kan het verschil maken.'])} Eén ding is zeker: niemand is nog veilig.`,
          ),
        ].join('\n'),
      };
  }
}

export const dutchWriter: ArticleWriter = {
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
