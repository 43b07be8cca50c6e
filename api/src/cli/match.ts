import { z } from 'zod';
import { devAdminToken } from '../config';

/**
 * `match list [--live|--upcoming]`, `match start <fixtureId|next> [--speed N]` and `match finish
 * <fixtureId>`: the live-match simulator's operator API from a terminal, against a running server
 * (API_URL, default http://127.0.0.1:8080; ADMIN_TOKEN, default the development token), as
 * `npm run tenant` does for the tenant registry. Each prints the fixtures with their state.
 */

const usage = `Usage:
  match list [--live|--upcoming] [--limit N]   matches being played, then those to come
  match start <fixtureId|next> [--speed N]     kick a match off now (next: the first scheduled one);
                                              on a live match, change its speed. N times real time:
                                              --speed 60 plays a minute each second (default 1)
  match finish <fixtureId>                     play the rest of a match at once

Environment:
  API_URL      the running API (default http://127.0.0.1:8080)
  ADMIN_TOKEN  the operator token (default: the development token)`;

const fixtureView = z.object({
  id: z.number(),
  round: z.number(),
  status: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickoffAt: z.string(),
  time: z.union([z.number(), z.string()]).nullable(),
  score: z.string().nullable(),
  simulation: z.object({ speed: z.number(), leaseOwner: z.string().nullable() }).nullable(),
});
type FixtureView = z.infer<typeof fixtureView>;

const errorShape = z.object({
  metaData: z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() }),
});

export class MatchCliError extends Error {}

export interface MatchCliEnvironment {
  apiUrl: string;
  adminToken: string;
}

async function call(env: MatchCliEnvironment, method: 'GET' | 'POST', path: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(path, env.apiUrl), {
      method,
      headers: { accept: 'application/json', authorization: `Bearer ${env.adminToken}` },
    });
  } catch (error) {
    throw new MatchCliError(
      `Cannot reach the API at ${env.apiUrl} (${error instanceof Error ? error.message : String(error)}). Is it running?`,
    );
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorShape.safeParse(json);
    if (!parsed.success) throw new MatchCliError(`The API answered ${response.status}.`);
    const details = Object.entries(parsed.data.metaData.errors ?? {}).map(
      ([field, messages]) => `  ${field}: ${messages.join(' ')}`,
    );
    throw new MatchCliError([`${response.status}: ${parsed.data.metaData.message}`, ...details].join('\n'));
  }
  return json;
}

/** `720905  live       67'    PSV 2-1 Ajax  (round 18, kick-off 2026-11-24T20:00:00.000Z, ×60)` */
export function formatFixture(fixture: FixtureView): string {
  const clock = fixture.time === null ? '' : `${fixture.time}'`;
  const match = `${fixture.homeTeam} ${fixture.score ?? '-'} ${fixture.awayTeam}`;
  const speed =
    fixture.simulation !== null && fixture.status !== 'finished' && fixture.simulation.speed !== 1
      ? `, ×${fixture.simulation.speed}`
      : '';
  return `${String(fixture.id).padEnd(8)} ${fixture.status.padEnd(10)} ${clock.padEnd(6)} ${match}  (round ${fixture.round}, kick-off ${fixture.kickoffAt}${speed})`;
}

function parseOptions(args: string[], known: Record<string, 'flag' | 'value'>) {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split('=', 2);
    const kind = known[name];
    if (kind === undefined) throw new MatchCliError(`Unknown option ${arg}\n\n${usage}`);
    if (kind === 'flag') {
      options.set(name, true);
    } else {
      const value = inline ?? args[index + 1];
      if (inline === undefined) index += 1;
      if (value === undefined || value === '') throw new MatchCliError(`--${name} needs a value.`);
      options.set(name, value);
    }
  }
  return { positional, options };
}

export async function runMatchCli(
  args: string[],
  env: MatchCliEnvironment,
  print: (line: string) => void,
): Promise<void> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const { positional, options } = parseOptions(rest, { live: 'flag', upcoming: 'flag', limit: 'value' });
    if (positional.length > 0 || (options.has('live') && options.has('upcoming'))) throw new MatchCliError(usage);
    const filter = options.has('live') ? 'live' : options.has('upcoming') ? 'upcoming' : 'all';
    const limit = options.get('limit');
    const query = new URLSearchParams({ filter, ...(typeof limit === 'string' ? { limit } : {}) });
    const parsed = z
      .object({ data: z.array(fixtureView) })
      .safeParse(await call(env, 'GET', `/api/admin/fixtures?${query.toString()}`));
    if (!parsed.success) throw new MatchCliError('Unexpected answer from the API.');
    print(parsed.data.data.length === 0 ? 'No matches.' : parsed.data.data.map(formatFixture).join('\n'));
    return;
  }
  if (command === 'start' || command === 'finish') {
    const { positional, options } = parseOptions(rest, command === 'start' ? { speed: 'value' } : {});
    const [fixtureId, ...extra] = positional;
    if (fixtureId === undefined || extra.length > 0) throw new MatchCliError(usage);
    const speed = options.get('speed');
    const query = typeof speed === 'string' ? `?${new URLSearchParams({ speed }).toString()}` : '';
    // The id goes to the API as typed: it answers a malformed one with 400 and an unknown one with 404.
    const path = `/api/admin/fixtures/${encodeURIComponent(fixtureId)}/${command}${query}`;
    const parsed = z.object({ data: fixtureView }).safeParse(await call(env, 'POST', path));
    if (!parsed.success) throw new MatchCliError('Unexpected answer from the API.');
    print(formatFixture(parsed.data.data));
    return;
  }
  throw new MatchCliError(usage);
}

if (require.main === module) {
  const env: MatchCliEnvironment = {
    apiUrl: process.env['API_URL'] ?? 'http://127.0.0.1:8080',
    adminToken: process.env['ADMIN_TOKEN'] ?? devAdminToken,
  };
  runMatchCli(process.argv.slice(2), env, (line) => console.log(line)).catch((error: unknown) => {
    console.error(error instanceof MatchCliError ? error.message : error);
    process.exit(1);
  });
}
