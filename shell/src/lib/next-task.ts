/**
 * Resolves in a new task of the browser's event loop, so the work after it runs in a task of its own
 * and the browser can handle input and paint in between. A message to a channel, not `setTimeout`:
 * a timer in a background tab waits up to a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
