// Appended to the generated service worker (scripts/build-sw.mjs): shows the server's lead
// notifications (packages/api/src/push/lead-push.ts sends { title, body, url, tag }) and opens
// the lead in the panel when one is tapped.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Novo contato no site', {
      body: message.body || '',
      tag: message.tag,
      icon: '/media/icons/icon-192.png',
      badge: '/media/icons/icon-192.png',
      lang: 'pt-BR',
      data: { url: message.url || '/admin/contact' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/admin/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
