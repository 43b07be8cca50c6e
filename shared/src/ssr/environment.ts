/** Whether this render runs on the server (Node, no DOM). A module of its own so tests can play both sides. */
export function isServer(): boolean {
  return typeof window === 'undefined';
}
