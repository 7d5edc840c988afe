/**
 * The browser's Back and Forward with unsaved work (issue 34). The app's router has no blocker (declarative
 * routes), and React renders a popstate's navigation synchronously inside the event, so a page cannot listen
 * for it itself: this listener is installed before the router (main.tsx) and runs first. While a page has
 * registered a guard that reports unsaved work, a popstate is kept from the router, the history is put back to
 * the page's entry, and the move is replayed once the user chose to leave (save or discard).
 */
export interface LeaveGuard {
  /** the router's index of the page's own history entry */
  here(): number | null;
  unsaved(): boolean;
  /** asks; resolves true when the page may be left */
  confirm(): Promise<boolean>;
}

let guard: LeaveGuard | null = null;
let restoring = false;
let passing = false;

/** The position React Router keeps in each of the app's history entries. */
export const historyIndex = (state: unknown) => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

function onPopState(event: PopStateEvent) {
  if (restoring) {
    restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  if (passing) {
    passing = false;
    return;
  }
  const current = guard;
  if (!current?.unsaved()) return;
  const from = current.here();
  const to = historyIndex(event.state);
  if (from === null || to === null || to === from) return;
  event.stopImmediatePropagation();
  restoring = true;
  window.history.go(from - to);
  void current.confirm().then((ok) => {
    if (!ok) return;
    passing = true;
    window.history.go(to - from);
  });
}

/** Registers the page's guard; returns its removal. */
export function setLeaveGuard(next: LeaveGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/** Installed once, before the router listens (main.tsx). */
export function installLeaveGuard() {
  window.addEventListener('popstate', onPopState, { capture: true });
}
