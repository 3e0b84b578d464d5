import { useEffect, useState } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToasterTheme, toasterTheme } from './toast-options';
import './toaster.css';

/** Site-wide toasts (sonner), themed like the page and limited to three at a time. */
export function Toaster() {
  const [theme, setTheme] = useState<ToasterTheme>('dark');

  // The theme lives on <html data-theme>; watch it so toasts switch with the theme toggle.
  useEffect(() => {
    const root = document.documentElement;
    const sync = () => setTheme(toasterTheme(root.getAttribute('data-theme')));
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);

  return (
    <Sonner
      theme={theme}
      position="bottom-center"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ className: 'site-toast', closeButtonAriaLabel: 'Fechar notificação' }}
    />
  );
}
