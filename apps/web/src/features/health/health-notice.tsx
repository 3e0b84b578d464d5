import { WifiOff, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { onIdleOrFirstInteraction } from '../shared/first-interaction';
import { type HealthState, healthNotice } from './health-logic';
import './health-notice.css';

/**
 * Checks the API once the page has started in the browser (when it is first idle, or at the
 * visitor's first tap: not while it hydrates) and, if it fails, says so in a discreet status
 * line. The live region is always present so screen readers announce it.
 */
export function HealthNotice() {
  const [started, setStarted] = useState(false);
  const [closed, setClosed] = useState(false);
  useEffect(() => onIdleOrFirstInteraction(() => setStarted(true)), []);
  const query = trpc.health.check.useQuery(undefined, {
    enabled: started,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const state: HealthState = query.isError ? 'failed' : query.isSuccess ? 'ok' : 'checking';
  const message = healthNotice(state, closed);

  return (
    <div role="status" className="health-notice" data-visible={message ? 'true' : undefined}>
      {message && (
        <>
          <WifiOff aria-hidden="true" size={18} />
          <span>{message}</span>
          <button
            type="button"
            className="health-notice__close"
            onClick={() => setClosed(true)}
            aria-label="Fechar aviso de conexão"
          >
            <X aria-hidden="true" size={16} />
          </button>
        </>
      )}
    </div>
  );
}
