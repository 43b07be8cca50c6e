/**
 * Times the steps of making a bench data set: each step's seconds (one decimal) are logged as it ends
 * and kept in `seconds`, which the CLIs print with the data set's sizes.
 */
export function createStepTimer(log: (line: string) => void) {
  const seconds: Record<string, number> = {};
  async function timed<T>(step: string, fn: () => Promise<T>): Promise<T> {
    const started = Date.now();
    const result = await fn();
    seconds[step] = Math.round((Date.now() - started) / 100) / 10;
    log(`${step}: ${seconds[step]} s`);
    return result;
  }
  return { seconds, timed };
}

/** A whole-number command-line option of a bench CLI, within bounds, or an error naming the option. */
export function wholeOption(name: string, raw: string | undefined, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be ${min}–${max}`);
  return value;
}
