import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../components/admin-page';

export const Route = createFileRoute('/')({ component: DashboardPage });

function DashboardPage() {
  return (
    <AdminPage title="Painel" description="Resumo do site e das mensagens recebidas.">
      <p>Bem-vindo ao painel.</p>
    </AdminPage>
  );
}
