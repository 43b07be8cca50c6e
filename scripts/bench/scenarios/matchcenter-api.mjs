// Issue 11 ("Speed"): the match centre's league and match endpoints at `--connections` (50) on the
// bench's API, English tenant (`X-Tenant-Id`), autocannon 8 in the bench process, one after the other:
//
//   GET /ajax/matchcenter/rankings/league/eredivisie      the league table
//   GET /ajax/matchcenter/top-scorers/league/eredivisie   the top scorers
//   GET /ajax/matchcenter/fixture/{id}                    a finished match (events, line-ups, statistics)
//   GET /ajax/matchcenter/league/eredivisie/rounds/current the current round's fixtures
//
// Each for `--duration` seconds (10) after a 2 s warm-up at 10 connections: req/s, p50, p99, max,
// errors, beside the target p99 ≤ 50 ms. The bench's API runs the simulator (SIMULATOR defaults to on),
// and run.mjs has a match live for the match page, so its writes purge the API's cached answers now and
// then, as in production.
import os from 'node:os';
import { runAutocannon, summarise } from '../lib/autocannon.mjs';
import { matchcenterTargets } from '../lib/targets.mjs';

export const id = 'matchcenter-api';
export const title = 'Match centre endpoints at 50 connections (league table, top scorers, a match, the round)';

const league = 'eredivisie';
const warmUpSeconds = 2;

async function getJson(url, headers) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** A finished fixture of the league: from the current round, else the rounds before it. */
async function finishedFixture(apiUrl, headers) {
  const current = await getJson(`${apiUrl}/ajax/matchcenter/league/${league}/rounds/current`, headers);
  for (let round = current.data.round; round >= 1 && round > current.data.round - 5; round -= 1) {
    const data =
      round === current.data.round
        ? current.data
        : (await getJson(`${apiUrl}/ajax/matchcenter/league/${league}/rounds/${round}`, headers)).data;
    const finished = data.fixtures.find((fixture) => fixture.status === 'finished');
    if (finished) return finished;
  }
  return null;
}

export async function run(ctx) {
  const { connections, duration } = ctx.options;
  const tenant = ctx.tenants.find((candidate) => candidate.language === 'en') ?? ctx.tenants[0];
  if (!tenant.remotes.includes('mf_matchcenter')) return { skipped: `${tenant.id} does not run mf_matchcenter` };
  const headers = { 'x-tenant-id': tenant.id, accept: 'application/json' };
  const fixture = await finishedFixture(ctx.apiUrl, headers);
  const notes = [];
  const targets = [
    { key: 'rankings', path: `/ajax/matchcenter/rankings/league/${league}` },
    { key: 'topScorers', path: `/ajax/matchcenter/top-scorers/league/${league}` },
    ...(fixture ? [{ key: 'fixture', path: `/ajax/matchcenter/fixture/${fixture.id}` }] : []),
    { key: 'round', path: `/ajax/matchcenter/league/${league}/rounds/current` },
  ];
  if (fixture)
    notes.push(
      `fixture ${fixture.id}: ${fixture.homeTeam} ${fixture.score} ${fixture.awayTeam} (round ${fixture.round}, finished)`,
    );
  else notes.push('no finished fixture in the last 5 rounds: the fixture row is left out');

  const loadAverageBefore = os.loadavg()[0];
  const results = [];
  for (const target of targets) {
    const url = `${ctx.apiUrl}${target.path}`;
    // The answer's size, and a check it answers at all before loading it.
    const sample = await fetch(url, { headers });
    const bytes = (await sample.arrayBuffer()).byteLength;
    if (!sample.ok) throw new Error(`${target.path} answered ${sample.status}`);
    await runAutocannon({ url, headers, connections: Math.min(10, connections), duration: warmUpSeconds });
    ctx.log(`matchcenter-api: GET ${target.path}: ${connections} connections for ${duration} s …`);
    const result = await runAutocannon({ url, headers, connections, duration });
    const figure = { key: target.key, ...summarise(`GET ${target.path}`, url, result), responseBytes: bytes };
    const misses = [];
    if (figure.latencyMs.p99 > matchcenterTargets.maxApiP99Ms) misses.push('p99');
    if (figure.errors > 0 || figure.non2xx > 0) misses.push('errors');
    figure.offTarget = misses;
    results.push(figure);
  }
  const target = `p99 ≤ ${matchcenterTargets.maxApiP99Ms} ms`;
  return {
    figures: {
      tenant: tenant.id,
      connections,
      durationSeconds: duration,
      target: { maxP99Ms: matchcenterTargets.maxApiP99Ms },
      fixtureId: fixture?.id ?? null,
      results,
    },
    table: {
      labelColumns: 1,
      columns: [
        'endpoint (English tenant)',
        'req/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'errors',
        'bytes',
        'target',
        'off target',
      ],
      rows: results.map((figure) => [
        figure.name,
        figure.requestsPerSecond,
        figure.latencyMs.p50,
        figure.latencyMs.p99,
        figure.latencyMs.max,
        figure.errors + figure.non2xx,
        figure.responseBytes,
        target,
        figure.offTarget.join(', ') || '–',
      ]),
      notes: [
        `${connections} connections, ${duration} s each after a ${warmUpSeconds} s warm-up at 10; X-Tenant-Id ${tenant.id}; autocannon in the bench process on the same ${ctx.machine.cpus}-core machine; errors = no answer or not 2xx`,
        ...notes,
        `API: ${ctx.apiEnvNotes}; database ${ctx.database}; its simulator plays the demo schedule and a live match, whose writes purge cached answers`,
        `target (issue 11): ${target} on each; load average (1 min) ${loadAverageBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`,
      ],
    },
  };
}
