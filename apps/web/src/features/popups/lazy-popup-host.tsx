import { useEffect } from 'react';
import { currentVisit } from '../attention';
import { loadLater } from '../shared/load-later';

const LaterPopupHost = loadLater(() => import('./popup-host').then(({ PopupHost }) => PopupHost));

/**
 * The popups (popup-host.tsx), whose code is fetched once the page is idle or on the first
 * interaction; their list was only ever fetched after hydration. The visit's clock still
 * starts at hydration, so the attention rules' quiet seconds count from the same moment.
 */
export function PopupHost() {
  useEffect(() => {
    currentVisit();
  }, []);
  return <LaterPopupHost />;
}
