/**
 * Registers the service worker (at /sw.js) once the page has loaded, so it never
 * competes with the first render. Production builds only: in development Vite serves modules
 * that a cached worker would pin to stale versions.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof window === 'undefined') return;
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // Offline support is an extra: the site works without it.
      console.warn('Service worker não registrado', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
