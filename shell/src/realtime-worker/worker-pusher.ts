import type { ChannelAuthorizationHandler, ChannelLike, PusherConstructor, PusherLike } from '@tribune/shared';

/** What this side needs of a Worker (a test passes a fake). */
export interface RelayWorker {
  postMessage(message: RelayCommand): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<RelayMessage>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<RelayMessage>) => void): void;
}

/** The page's commands to pusher-relay.worker.js. */
export type RelayCommand =
  | { type: 'connect'; key: string; options: Record<string, unknown> }
  | { type: 'subscribe' | 'unsubscribe'; channel: string }
  | { type: 'bind' | 'unbind'; channel: string; event: string }
  | { type: 'authorized'; requestId: number; ok: true; data: unknown }
  | { type: 'authorized'; requestId: number; ok: false; status: number; message: string }
  | { type: 'disconnect' };

/** What pusher-relay.worker.js tells the page. */
export type RelayMessage =
  | { type: 'ready' }
  | { type: 'state_change'; previous: string; current: string }
  | { type: 'event'; channel: string; event: string; data: unknown }
  | { type: 'authorize'; requestId: number; socketId: string; channelName: string };

type Handler = (data: unknown) => void;
type StateListener = (states: { previous: string; current: string }) => void;

/**
 * Decision 0067: a pusher-js-shaped object whose connection lives in a worker. The realtime client
 * (shared/src/realtime/realtime-client.ts) uses it as it uses pusher-js; each call becomes a message to
 * the worker, and the worker's state changes and channel events come back to the handlers bound here.
 * Channel authorisation stays on the page, which holds the session: the worker asks, this side calls
 * the client's own handler (the one pusher-js calls when it runs on the page) and answers.
 */
export function pusherOverWorker(worker: RelayWorker): PusherConstructor {
  return class WorkerPusher implements PusherLike {
    private readonly channels = new Map<string, Map<string, Set<Handler>>>();
    private readonly stateListeners = new Set<StateListener>();
    private readonly authorize: ChannelAuthorizationHandler | null;

    readonly connection = {
      bind: (event: string, callback: StateListener) => {
        if (event === 'state_change') this.stateListeners.add(callback);
      },
    };

    constructor(key: string, options: Record<string, unknown>) {
      const { channelAuthorization, ...cloneable } = options;
      this.authorize = authorizationHandlerOf(channelAuthorization);
      worker.addEventListener('message', this.receive);
      worker.postMessage({ type: 'connect', key, options: cloneable });
    }

    subscribe(channel: string): ChannelLike {
      if (!this.channels.has(channel)) {
        this.channels.set(channel, new Map());
        worker.postMessage({ type: 'subscribe', channel });
      }
      return {
        bind: (event, callback) => {
          const events = this.channels.get(channel);
          if (!events) return;
          const handlers = events.get(event) ?? new Set<Handler>();
          if (handlers.size === 0) worker.postMessage({ type: 'bind', channel, event });
          handlers.add(callback);
          events.set(event, handlers);
        },
        unbind: (event, callback) => {
          const handlers = this.channels.get(channel)?.get(event);
          if (!handlers?.delete(callback) || handlers.size > 0) return;
          this.channels.get(channel)?.delete(event);
          worker.postMessage({ type: 'unbind', channel, event });
        },
      };
    }

    unsubscribe(channel: string): void {
      if (!this.channels.delete(channel)) return;
      worker.postMessage({ type: 'unsubscribe', channel });
    }

    disconnect(): void {
      worker.removeEventListener('message', this.receive);
      this.channels.clear();
      worker.postMessage({ type: 'disconnect' });
    }

    private readonly receive = ({ data: message }: MessageEvent<RelayMessage>) => {
      switch (message.type) {
        case 'state_change':
          for (const listener of [...this.stateListeners]) listener(message);
          return;
        case 'event': {
          const handlers = this.channels.get(message.channel)?.get(message.event);
          const data = revive(message.data);
          for (const handler of [...(handlers ?? [])]) handler(data);
          return;
        }
        case 'authorize':
          this.answerAuthorization(message.requestId, message.socketId, message.channelName);
          return;
        default:
          return;
      }
    };

    private answerAuthorization(requestId: number, socketId: string, channelName: string): void {
      if (!this.authorize) {
        worker.postMessage({
          type: 'authorized',
          requestId,
          ok: false,
          status: 0,
          message: 'No channel authorisation',
        });
        return;
      }
      this.authorize({ socketId, channelName }, (error, data) => {
        if (!error) {
          worker.postMessage({ type: 'authorized', requestId, ok: true, data });
          return;
        }
        const status = Reflect.get(error, 'status');
        worker.postMessage({
          type: 'authorized',
          requestId,
          ok: false,
          status: typeof status === 'number' ? status : 0,
          message: error.message,
        });
      });
    }
  };
}

function authorizationHandlerOf(channelAuthorization: unknown): ChannelAuthorizationHandler | null {
  const handler: unknown =
    typeof channelAuthorization === 'object' && channelAuthorization !== null
      ? Reflect.get(channelAuthorization, 'customHandler')
      : null;
  return typeof handler === 'function' ? (handler as ChannelAuthorizationHandler) : null;
}

/** A presence channel's members crossed as a list (pusher-relay.worker.js): give them back their `each`. */
function revive(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !Array.isArray(Reflect.get(data, 'presenceMembers'))) return data;
  const members: unknown[] = Reflect.get(data, 'presenceMembers');
  return {
    count: members.length,
    me: Reflect.get(data, 'me') ?? null,
    each(visit: (member: unknown) => void) {
      members.forEach((member) => visit(member));
    },
  };
}
