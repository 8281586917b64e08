import { getSnapshot, subscribe } from '../../src/kit/snackbar/queue';

/**
 * Every message the snackbar showed or queued from now to the end of the test, in order, once each. Read on every
 * change of the queue: a poll missed a message that the next one replaced between two ticks on a busy machine.
 */
export function watchMessages(): string[] {
  const seen: string[] = [];
  const read = () => {
    const { current, waiting } = getSnapshot();
    for (const item of [current, ...waiting]) if (item && !seen.includes(item.message)) seen.push(item.message);
  };
  read();
  onTestFinished(subscribe(read));
  return seen;
}
