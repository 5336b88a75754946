/**
 * Runs `run` in a task of its own, after the current one, to take work out of a long task (issue 14): a message
 * the page posts to itself, which background tabs do not throttle as they do timers. Returns the cancel.
 */
export function inNextTask(run: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}
