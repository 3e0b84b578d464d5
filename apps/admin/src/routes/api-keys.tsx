import type { ApiKeyCreated } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuth } from '../auth/use-auth';
import { AdminPage } from '../components/admin-page';
import { ApiKeyCreateForm } from '../features/api-keys/api-key-create';
import { ApiKeyList } from '../features/api-keys/api-key-list';
import { ApiKeyReveal } from '../features/api-keys/api-key-reveal';
import '../features/ops/ops.css';
import '../features/api-keys/api-keys.css';

export const Route = createFileRoute('/api-keys')({ component: ApiKeysPage });

function ApiKeysPage() {
  const auth = useAuth();
  const callerRole = auth.status === 'authenticated' ? auth.user.role : null;
  // The new key lives only in this page's memory, until "Já copiei" or leaving the page.
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);

  return (
    <AdminPage
      title="Chaves de API"
      description="Chaves para outros sistemas usarem a API da oficina (agenda, planilhas, automações). Cada chave tem um papel e pode ser revogada a qualquer momento."
    >
      {created ? (
        <ApiKeyReveal created={created} onDone={() => setCreated(null)} />
      ) : (
        <ApiKeyCreateForm callerRole={callerRole} onCreated={setCreated} />
      )}
      <h2 className="api-keys-list-title">Chaves ativas</h2>
      <ApiKeyList />
    </AdminPage>
  );
}
