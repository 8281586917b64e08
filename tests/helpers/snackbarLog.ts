import { getSnapshot } from '../../src/kit/snackbar/queue';

/** Every message the snackbar showed or queued from now to the end of the test, in order, once each. */
export function watchMessages(): string[] {
  const seen: string[] = [];
  const timer = setInterval(() => {
    const { current, waiting } = getSnapshot();
    for (const item of [current, ...waiting]) if (item && !seen.includes(item.message)) seen.push(item.message);
  }, 5);
  onTestFinished(() => clearInterval(timer));
  return seen;
}
