/**
 * Framework-free snackbar queue: one message shown at a time, the rest wait in order. A sticky message is a
 * reminder: it never holds back a message that closes by itself (the outcome of what the user just did), which
 * takes its place at once while the reminder steps back.
 */

export type SnackbarType = 'success' | 'error' | 'info' | 'warning';

export interface SnackbarAction {
  label: string;
  onClick: () => void;
}

export interface SnackbarOptions {
  type?: SnackbarType;
  /** Stays until the user closes it. */
  sticky?: boolean;
  durationMs?: number;
  /** An extra button next to the close button (react-admin's "undo"). */
  action?: SnackbarAction;
  /** Called once when the item leaves the screen, whatever the reason. */
  onClosed?: () => void;
  /**
   * The answer to a click (e.g. 'Dados editados com sucesso!' before a reload): waits only behind the message on
   * screen and other urgent ones, not behind messages that were waiting before it.
   */
  urgent?: boolean;
  /**
   * The route of the screen the message is about (a validation warning): dropped, on screen or waiting, as soon as
   * the user is on another route (see leaveOtherScreens).
   */
  screen?: string;
  /**
   * The routes a reminder points to ('Acesse a página de Pedidos não agendados!'): dropped, on screen or waiting,
   * once the user is on one of them (or below it).
   */
  pointsTo?: readonly string[];
}

export interface SnackbarItem {
  readonly id: number;
  readonly message: string;
  readonly type: SnackbarType;
  /** null = no auto close. */
  readonly durationMs: number | null;
  readonly action?: SnackbarAction;
  readonly onClosed?: () => void;
  readonly urgent: boolean;
  readonly screen?: string;
  readonly pointsTo?: readonly string[];
}

export interface SnackbarState {
  readonly current: SnackbarItem | null;
  readonly waiting: readonly SnackbarItem[];
}

export const DEFAULT_DURATION_MS = 3000;
export const ERROR_DURATION_MS = 8000;

let nextId = 1;
let state: SnackbarState = { current: null, waiting: [] };
const listeners = new Set<() => void>();

function setState(next: SnackbarState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function isDuplicate(item: SnackbarItem | null, message: string, type: SnackbarType): boolean {
  return item !== null && item.message === message && item.type === type;
}

/** Adds a message; returns its id, or null when the same message is already showing or waiting. */
export function enqueueSnackbar(message: string, options: SnackbarOptions = {}): number | null {
  const type = options.type ?? 'info';
  // Items with callbacks carry a side effect (e.g. an undoable mutation) and must never be dropped.
  const droppable = !options.action && !options.onClosed;
  if (droppable && [state.current, ...state.waiting].some((item) => isDuplicate(item, message, type))) {
    return null;
  }
  const durationMs = options.sticky
    ? null
    : (options.durationMs ?? (type === 'error' ? ERROR_DURATION_MS : DEFAULT_DURATION_MS));
  const item: SnackbarItem = {
    id: nextId++,
    message,
    type,
    durationMs,
    ...(options.action ? { action: options.action } : {}),
    ...(options.onClosed ? { onClosed: options.onClosed } : {}),
    urgent: options.urgent === true,
    ...(options.screen === undefined ? {} : { screen: options.screen }),
    ...(options.pointsTo === undefined ? {} : { pointsTo: options.pointsTo }),
  };
  setState(placed(state, item));
  return item.id;
}

const isSticky = (item: SnackbarItem): boolean => item.durationMs === null;

/**
 * Where a new item goes. A sticky one waits at the end. One that closes by itself goes on screen in place of a
 * sticky one (which steps back, not closed), else ahead of the first sticky one waiting; an urgent one also ahead of
 * the first waiting item that is not urgent.
 */
function placed({ current, waiting }: SnackbarState, item: SnackbarItem): SnackbarState {
  if (!current) return { current: item, waiting: [] };
  if (isSticky(item)) return { current, waiting: [...waiting, item] };
  if (isSticky(current)) return { current: item, waiting: [current, ...waiting] };
  const at = waiting.findIndex((other) => isSticky(other) || (item.urgent && !other.urgent));
  return { current, waiting: at === -1 ? [...waiting, item] : [...waiting.slice(0, at), item, ...waiting.slice(at)] };
}

/** Closes the message on screen and shows the next one. */
export function dismissCurrent(): void {
  const closed = state.current;
  if (!closed) return;
  const [next = null, ...rest] = state.waiting;
  setState({ current: next, waiting: rest });
  closed.onClosed?.();
}

/** Takes one message away, on screen (the next one shows) or waiting: an answer the user's next try replaces. */
export function removeSnackbar(id: number): void {
  if (state.current?.id === id) {
    dismissCurrent();
    return;
  }
  const item = state.waiting.find((waiting) => waiting.id === id);
  if (!item) return;
  setState({ ...state, waiting: state.waiting.filter((waiting) => waiting !== item) });
  item.onClosed?.();
}

const isAt = (path: string, route: string): boolean => path === route || path.startsWith(`${route}/`);

const belongsElsewhere = (item: SnackbarItem, path: string): boolean =>
  (item.screen !== undefined && item.screen !== path) || (item.pointsTo?.some((route) => isAt(path, route)) ?? false);

/**
 * The user is now on `path`: the messages of the screens left behind, and the reminders pointing here, go, whether
 * on screen or waiting.
 */
export function leaveOtherScreens(path: string): void {
  const { current, waiting } = state;
  const kept = waiting.filter((item) => !belongsElsewhere(item, path));
  const dropCurrent = current !== null && belongsElsewhere(current, path);
  if (!dropCurrent && kept.length === waiting.length) return;
  if (!dropCurrent) {
    setState({ current, waiting: kept });
    return;
  }
  const [next = null, ...rest] = kept;
  setState({ current: next, waiting: rest });
  current.onClosed?.();
}

/** Empties the queue without running callbacks (tests, logout). */
export function clearSnackbars(): void {
  setState({ current: null, waiting: [] });
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getSnapshot(): SnackbarState {
  return state;
}
