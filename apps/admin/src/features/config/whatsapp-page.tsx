import { AdminPage } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { trpc } from '../../lib/trpc';
import { WhatsAppContexts } from './whatsapp-contexts';
import { WhatsAppSettingsForm } from './whatsapp-settings-form';
import './config.css';

/** /admin/whatsapp: the number and messages, then the message of each button. */
export function WhatsAppPage() {
  const settings = trpc.whatsapp.settings.useQuery();
  return (
    <AdminPage
      title="WhatsApp"
      description="O número e as mensagens que os botões de WhatsApp do site enviam para a oficina."
    >
      <section aria-labelledby="wa-settings-title">
        <h2 id="wa-settings-title">Número e mensagens</h2>
        <QueryState query={settings} loadingLabel="Carregando configurações do WhatsApp…">
          {(data) => <WhatsAppSettingsForm settings={data} />}
        </QueryState>
      </section>
      <WhatsAppContexts settings={settings.data} />
    </AdminPage>
  );
}
