/**
 * The simulator's sense of time. Injected so tests (and replays) move time themselves: a test advances
 * a ManualClock and calls `tick()`, and nothing ever waits on the wall clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that moves only when told to. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): Date {
    this.current += milliseconds;
    return this.now();
  }

  advanceMinutes(minutes: number): Date {
    return this.advance(minutes * 60_000);
  }

  set(instant: Date): void {
    this.current = instant.getTime();
  }
}
