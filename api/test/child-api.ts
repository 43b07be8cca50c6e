import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { apiRoot } from '../src/config';

/** The API as its own OS process (`src/server.ts` under tsx), for what `app.inject` cannot show. */
export interface ChildApi {
  child: ChildProcess;
  port: number;
  /** Resolves when the process has exited, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The next stdout line (a JSON log line) for which `predicate` holds, from the start of the run. */
  logLine(predicate: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Everything the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after 10 s, to this child's pid only; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the API on an ephemeral loopback port, read from its "Server listening" log line, over a
 * throw-away in-memory PGlite (no demo content) unless `env` says otherwise.
 */
export function startChildApi(
  env: Record<string, string> = {},
  { startTimeoutMs = 45_000 }: { startTimeoutMs?: number } = {},
): Promise<ChildApi> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        PASSWORD_HASH_COST: '10',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const lines: string[] = [];
    const lineWaiters = new Set<(line: string) => boolean>();
    let partial = '';
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child.once('exit', (code, signal) => done({ code, signal })),
    );
    const alive = () => child.exitCode === null && child.signalCode === null;

    const api: Omit<ChildApi, 'port'> = {
      child,
      exited,
      output: () => output,
      logLine(predicate, timeoutMs = 10_000) {
        const seen = lines.find(predicate);
        if (seen !== undefined) return Promise.resolve(seen);
        return new Promise<string>((found, fail) => {
          const waiter = (line: string) => {
            if (!predicate(line)) return false;
            clearTimeout(timer);
            found(line);
            return true;
          };
          const timer = setTimeout(() => {
            lineWaiters.delete(waiter);
            fail(new Error(`no matching log line within ${timeoutMs} ms:\n${output.slice(-2_000)}`));
          }, timeoutMs);
          lineWaiters.add(waiter);
        });
      },
      async stop() {
        if (!alive()) return;
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.kill('SIGTERM');
        await exited;
        clearTimeout(kill);
      },
    };

    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the child API did not start within ${startTimeoutMs} ms:\n${output.slice(-2_000)}`));
    }, startTimeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      const complete = (partial + text).split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) {
        lines.push(line);
        for (const waiter of lineWaiters) if (waiter(line)) lineWaiters.delete(waiter);
        const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
        if (listening?.[1] !== undefined) {
          clearTimeout(timer);
          resolve({ ...api, port: Number(listening[1]) });
        }
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      // After a successful start this rejection is ignored (the promise is already settled).
      reject(new Error(`the child API exited (${code ?? signal}):\n${output.slice(-2_000)}`));
    });
  });
}
