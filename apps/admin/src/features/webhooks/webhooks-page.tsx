import type { Webhook, WebhookCreated } from '@oficina/core';
import { useState } from 'react';
import { AdminPage } from '../../components/admin-page';
import { WebhookForm } from './webhook-form';
import { WebhookDeliveries, WebhookList } from './webhook-list';
import { WebhookSecret } from './webhook-secret';
import '../ops/ops.css';
import '../api-keys/api-keys.css';
import './webhooks.css';

/** "Webhooks": other systems told of new leads, bookings and content changes as they happen. */
export function WebhooksPage() {
  // The secret lives only in this page's memory, until "Já copiei" or leaving the page.
  const [secret, setSecret] = useState<WebhookCreated | null>(null);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [shown, setShown] = useState<number | null>(null);

  return (
    <AdminPage
      title="Webhooks"
      description="Avise outros sistemas (CRM, planilhas, automações) na hora em que chega um contato, um agendamento muda ou o conteúdo do site é alterado. Cada mensagem é assinada com o segredo do webhook."
    >
      {secret ? (
        <WebhookSecret created={secret} onDone={() => setSecret(null)} />
      ) : editing ? (
        <WebhookForm key={editing.id} editing={editing} onDone={() => setEditing(null)} />
      ) : (
        <WebhookForm onCreated={setSecret} />
      )}
      <h2 className="webhooks-title">Webhooks cadastrados</h2>
      <WebhookList
        onEdit={(hook) => {
          setSecret(null);
          setEditing(hook);
        }}
        onSecret={setSecret}
        shown={shown}
        onShow={setShown}
      />
      {shown !== null ? <WebhookDeliveries id={shown} /> : null}
    </AdminPage>
  );
}
