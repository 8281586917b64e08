/**
 * The one way screens reload the page (profile save, theme choice, renewal cancel), so that tests can
 * replace it: jsdom's location.reload can be neither spied on nor run.
 */
type Reload = () => void;

/** Spec part 1, section 9: a change to the user's own access type reloads the page after 300 ms (new menu and permissions). */
export const OWN_ACCESS_TYPE_RELOAD_MS = 300;

const browserReload: Reload = () => window.location.reload();
let current: Reload = browserReload;

export function reloadPage(): void {
  current();
}

/** Replaces the reload (tests); returns a function that puts the browser's back. */
export function setPageReload(reload: Reload): () => void {
  current = reload;
  return () => {
    current = browserReload;
  };
}
