import { Wrench } from 'lucide-react';
import { usePublicSettings } from '../../lib/site-data';
import './maintenance-notice.css';

/**
 * While maintenance mode is on, visitors get the server's maintenance page and only a
 * signed-in admin reaches the site: this line reminds them that nobody else sees it. In the
 * page flow above the header, like every notice, so nothing covers the header.
 */
export function MaintenanceNotice() {
  const settings = usePublicSettings();
  if (settings.maintenance_mode !== 'true') return null;
  return (
    <p className="maintenance-notice" role="note">
      <Wrench aria-hidden="true" size={18} />
      <span>Site em manutenção: os visitantes veem a página de manutenção, não o site.</span>
    </p>
  );
}
