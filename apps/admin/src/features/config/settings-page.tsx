import type { Setting } from '@oficina/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminPage } from '../../components/admin-page';
import { FormError } from '../../components/fields';
import { QueryState } from '../../components/query-state';
import { trpc } from '../../lib/trpc';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { ExtraSettings } from './extra-settings';
import { KnownSettingField } from './known-setting-field';
import { SaveBar } from './save-bar';
import {
  extraSettingKeys,
  initialSettingValues,
  KNOWN_SECTIONS,
  type SettingValues,
} from './settings-model';
import { settingsResolver, useSaveSettings } from './settings-save';

const FORM_ID = 'settings-form';

/** /admin/settings: the site's general options, the panel's security and SEO. */
export function SettingsPage() {
  const query = trpc.settings.list.useQuery();
  return (
    <AdminPage
      title="Configurações"
      description="Opções gerais do site, segurança do painel e dados para buscadores e redes sociais (SEO)."
    >
      <QueryState query={query} loadingLabel="Carregando configurações…">
        {(rows) => <SettingsForm rows={rows} />}
      </QueryState>
    </AdminPage>
  );
}

/**
 * The address canonical links, the sitemap and robots.txt use: the server's PUBLIC_URL, shown
 * here so the owner can check it, and changed only where the server is configured.
 */
function PublicAddress() {
  const { data } = trpc.settings.public.useQuery();
  const address = data?.site_url;
  if (!address) return null;
  return (
    <p className="admin-field__hint config-public-address">
      Endereço público do site: <span className="admin-mono">{address}</span>. Ele vem da variável
      PUBLIC_URL do servidor e é usado nos links canônicos, no compartilhamento, no sitemap.xml e no
      robots.txt.
    </p>
  );
}

function SettingsForm({ rows }: { rows: Setting[] }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SettingValues>({
    resolver: settingsResolver,
    defaultValues: initialSettingValues(rows),
  });
  const { isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const { submit, saving } = useSaveSettings(form, rows, setFormError);
  const extras = extraSettingKeys(rows);

  return (
    <form id={FORM_ID} className="config-form" onSubmit={submit} noValidate>
      {KNOWN_SECTIONS.map((section) => (
        <fieldset key={section.id} className="admin-fieldset">
          <legend>{section.title}</legend>
          {section.id === 'seo' ? <PublicAddress /> : null}
          <div className="config-fieldset-grid">
            {section.keys.map((key) => (
              <KnownSettingField key={key} settingKey={key} rows={rows} form={form} />
            ))}
          </div>
        </fieldset>
      ))}
      {extras.length > 0 ? (
        <ExtraSettings keys={extras} rows={rows} form={form} saving={saving} />
      ) : null}
      <FormError message={formError} />
      <SaveBar
        formId={FORM_ID}
        dirty={isDirty}
        saving={saving}
        label="Salvar configurações"
        onDiscard={() => {
          form.reset();
          setFormError(null);
        }}
      />
    </form>
  );
}
