/**
 * In-process domain events of the football data: what other modules react to without the simulator
 * knowing them (the prediction game scores its picks when a match is finished). Typed by event name.
 *
 * Listeners run one after another and are awaited, so a test sees their effects when `tick()`
 * resolves; one that throws is logged and does not stop the others or the simulator. A listener with
 * slow work (scoring a big pool) should hand it to a job rather than hold the simulator up.
 */

export interface MatchFinishedEvent {
  fixtureId: number;
  leagueId: number;
  round: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  /** When the simulator's clock finished the match. */
  finishedAt: Date;
}

export interface MatchEventsStoredEvent {
  fixtureId: number;
  /** The stored events (`match_events.sequence`) of the minutes just applied, in order. */
  sequences: number[];
}

export interface FootballDomainEvents {
  /**
   * Emitted once per match, by the process whose transaction finished it (`match_simulations.
   * match_finished_emitted_at` is set in that transaction): never twice, also across restarts and with
   * several API processes. A process that dies between that commit and the emit (microseconds) loses
   * the event, so a listener that must never miss one also sweeps finished fixtures when it starts.
   */
  matchFinished: MatchFinishedEvent;
  /**
   * Emitted after minutes with match events were stored and published (the live blogs' match feed
   * listens), by the process that stored them; lost, like `matchFinished`, if it dies in between.
   */
  matchEventsStored: MatchEventsStoredEvent;
}

export type DomainEventListener<T> = (payload: T) => void | Promise<void>;

export interface DomainEvents<Events> {
  /** Subscribes; returns the unsubscribe function. */
  on<Name extends keyof Events>(name: Name, listener: DomainEventListener<Events[Name]>): () => void;
  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): Promise<void>;
}

interface DomainEventsLog {
  error(context: object, message: string): void;
}

export function createDomainEvents<Events>(log: DomainEventsLog): DomainEvents<Events> {
  const listeners: { [Name in keyof Events]?: Set<DomainEventListener<Events[Name]>> } = {};
  return {
    on(name, listener) {
      const set = listeners[name] ?? new Set();
      listeners[name] = set;
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    async emit(name, payload) {
      for (const listener of [...(listeners[name] ?? [])]) {
        try {
          await listener(payload);
        } catch (error) {
          log.error({ err: error, event: String(name) }, 'domain event listener failed');
        }
      }
    },
  };
}
