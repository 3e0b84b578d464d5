import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { AdminPage } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { trpc } from '../../lib/trpc';
import { CONTENT_EXPORT_URL, formatFileSize } from '../backup/backup-text';
import { formatDateTime } from './format';

/** "Backup": the copies of the site's data to keep off the server, and their downloads. */
export function BackupPage() {
  const status = trpc.backup.status.useQuery();
  return (
    <AdminPage
      title="Backup"
      description="Cópias dos dados do site, para guardar fora do servidor e recuperar o site se algo der errado."
    >
      <div className="admin-card">
        <h2>Cópia do conteúdo</h2>
        <p>
          Baixa um arquivo (<code>.json.gz</code>) com os textos, serviços, depoimentos, perguntas,
          portfólio, blog, banners, popups, configurações e todas as imagens do site. Não inclui
          usuários, senhas, sessões, mensagens de contato (que têm exportação própria em planilha)
          nem a auditoria. Cada download fica registrado na auditoria.
        </p>
        <p>
          <a
            className="admin-btn admin-btn--primary"
            href={CONTENT_EXPORT_URL}
            download
            onClick={() => {
              // The download is audited on the server; show it here once it has started.
              setTimeout(() => void status.refetch(), 3000);
            }}
          >
            <Download aria-hidden="true" size={18} /> Baixar cópia do conteúdo
          </a>
        </p>
        <QueryState query={status} loadingLabel="Carregando situação do backup…">
          {(data) => (
            <p className="admin-muted">
              {data.last_export
                ? `Último download: ${formatDateTime(data.last_export.at)}${data.last_export.username ? ` por ${data.last_export.username}` : ''}.`
                : 'Nenhum download feito ainda.'}
            </p>
          )}
        </QueryState>
      </div>

      <div className="admin-card">
        <h2>Backup automático diário</h2>
        <QueryState query={status} loadingLabel="Carregando situação do backup…">
          {(data) => (
            <>
              <p>
                Situação:{' '}
                <span
                  className={`admin-badge ${data.auto_backup ? 'admin-badge--on' : 'admin-badge--off'}`}
                >
                  {data.auto_backup ? 'ativado' : 'desativado'}
                </span>{' '}
                <Link to="/settings">alterar em Configurações</Link>
              </p>
              <p className="admin-muted">
                {data.last_auto_backup
                  ? `Último backup automático: ${formatDateTime(data.last_auto_backup.at)}` +
                    (data.last_auto_backup.file ? ` — ${data.last_auto_backup.file}` : '') +
                    (data.last_auto_backup.bytes !== null
                      ? ` (${formatFileSize(data.last_auto_backup.bytes)})`
                      : '') +
                    '.'
                  : 'Nenhum backup automático feito ainda.'}
              </p>
            </>
          )}
        </QueryState>
        <p>
          Ativado, o servidor grava uma vez por dia uma cópia completa do banco (incluindo usuários
          e mensagens) na pasta de backups do servidor e guarda os últimos 7 dias. A pasta e o prazo
          são definidos na instalação (<code>BACKUP_DIR</code>, <code>BACKUP_RETENTION_DAYS</code>).
          Para restaurar uma cópia completa, quem administra o servidor usa{' '}
          <code>npm run db:restore</code>.
        </p>
      </div>
    </AdminPage>
  );
}
