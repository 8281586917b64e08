/**
 * Resolves in a new task: a message to itself rather than a timer, which browsers hold back 4 ms once nested, so a
 * long job split into many steps lets the page paint and answer between them without adding up waits.
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
