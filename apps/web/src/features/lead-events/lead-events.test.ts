import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadEventOfLink, startLeadEvents } from './lead-events';

describe('leadEventOfLink', () => {
  it('tells WhatsApp chats and phone calls from other links', () => {
    expect(leadEventOfLink('https://wa.me/5521998765432?text=Ol%C3%A1')).toBe('whatsapp_click');
    expect(leadEventOfLink('https://api.whatsapp.com/send?phone=5521998765432')).toBe(
      'whatsapp_click',
    );
    expect(leadEventOfLink('tel:+552126714455')).toBe('phone_click');
    expect(leadEventOfLink('/contato')).toBeNull();
    expect(leadEventOfLink('https://example.com/wa.me/')).toBeNull();
    expect(leadEventOfLink('mailto:contato@oficina.com.br')).toBeNull();
  });
});

/** Just enough of a browser page for startLeadEvents: listeners, idle callbacks and beacons. */
function fakePage() {
  const listeners = new Map<string, Set<(event?: unknown) => void>>();
  const idle = new Map<number, () => void>();
  const beacons: Blob[] = [];
  const target = {
    addEventListener: (type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => {
      listeners.get(type)?.delete(listener);
    },
  };
  let nextHandle = 1;
  vi.stubGlobal('window', {
    ...target,
    requestIdleCallback: (callback: () => void) => {
      idle.set(nextHandle, callback);
      return nextHandle++;
    },
    cancelIdleCallback: (handle: number) => idle.delete(handle),
  });
  vi.stubGlobal('document', { ...target, readyState: 'complete' });
  vi.stubGlobal('navigator', {
    sendBeacon: (_url: string, body: Blob) => {
      beacons.push(body);
      return true;
    },
  });
  return {
    fire: (type: string) => {
      for (const listener of [...(listeners.get(type) ?? [])]) listener();
    },
    runIdle: () => {
      for (const [handle, callback] of [...idle]) {
        idle.delete(handle);
        callback();
      }
    },
    sent: () => Promise.all(beacons.map(async (blob) => JSON.parse(await blob.text()))),
  };
}

function fakeRouter(pathname: string) {
  const resolved = new Set<() => void>();
  return {
    state: { location: { pathname } },
    subscribe: (_event: 'onResolved', listener: () => void) => {
      resolved.add(listener);
      return () => resolved.delete(listener);
    },
    navigate(to: string) {
      this.state = { location: { pathname: to } };
      for (const listener of resolved) listener();
    },
  };
}

describe('startLeadEvents', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('counts the first visit once the browser is idle, then every page navigated to', async () => {
    const page = fakePage();
    const router = fakeRouter('/servicos');
    startLeadEvents(router);
    // Not during start-up, even if the router reports its first page.
    router.navigate('/servicos');
    expect(await page.sent()).toEqual([]);

    page.runIdle();
    router.navigate('/contato');
    expect(await page.sent()).toEqual([
      { type: 'visit', path: '/servicos' },
      { type: 'visit', path: '/contato' },
    ]);
  });

  it('counts a visitor who leaves before the page is idle, once', async () => {
    const page = fakePage();
    startLeadEvents(fakeRouter('/blog'));
    page.fire('pagehide');
    page.runIdle();
    expect(await page.sent()).toEqual([{ type: 'visit', path: '/blog' }]);
  });

  it('counts the visit at the first tap when the page never goes idle', async () => {
    const page = fakePage();
    startLeadEvents(fakeRouter('/'));
    page.fire('pointerdown');
    expect(await page.sent()).toEqual([{ type: 'visit', path: '/' }]);
  });
});
