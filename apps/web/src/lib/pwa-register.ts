import { registerSW } from 'virtual:pwa-register';

/** How often an open app asks whether a new version exists (browsers also check on each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker through vite-plugin-pwa (which loads workbox-window); loaded by lib/pwa.ts after
 * start-up, in production builds only. Returns the function that activates a waiting version.
 */
export function register(onWaiting: () => void): (reloadPage?: boolean) => Promise<void> {
  return registerSW({
    onNeedRefresh: onWaiting,
    // the switch to a new version is handled by lib/pwa.ts (without this the plugin would reload every tab itself)
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}
