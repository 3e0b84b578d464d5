import { type AttentionGrabber, attentionGrabberSchema, MARKETING_DEFAULTS } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { AttentionGrabberView } from '../../features/marketing';
import { AdminPage } from '../components/admin-page';
import { SwitchField, TextField } from '../components/fields';
import { QueryState } from '../components/query-state';
import { ConfigEditor } from '../features/marketing/config-editor';
import {
  type AttentionForm,
  attentionToForm,
  configResolver,
  fromRows,
  previewAttention,
  splitSaved,
} from '../features/marketing/config-form';
import { CtaFields } from '../features/marketing/cta-fields';
import { describeMilliseconds, describeSeconds } from '../features/marketing/durations';
import { MessagesField } from '../features/marketing/list-fields';
import { InactiveNote } from '../features/marketing/preview-notes';
import { asNumber } from '../lib/forms';
import { trpc } from '../lib/trpc';
import '../features/marketing/marketing.css';

export const Route = createFileRoute('/attention-grabber')({ component: AttentionGrabberPage });

const resolver = configResolver(attentionGrabberSchema, (values: AttentionForm) =>
  fromRows(values),
);
const DEFAULTS = attentionToForm(MARKETING_DEFAULTS.attention_grabber);

function AttentionGrabberPage() {
  const query = trpc.marketing.attentionGrabber.useQuery();
  return (
    <AdminPage
      title="Chamariz de atenção"
      description="Mensagens curtas que se alternam, com um relógio de contagem regressiva e um botão. Aparece na página inicial do site."
    >
      <QueryState query={query} loadingLabel="Carregando configuração…">
        {(config) => <AttentionEditor config={config} />}
      </QueryState>
    </AdminPage>
  );
}

function AttentionEditor({ config }: { config: AttentionGrabber }) {
  const utils = trpc.useUtils();
  const update = trpc.marketing.updateAttentionGrabber.useMutation();
  return (
    <ConfigEditor
      id="attention-grabber"
      initial={attentionToForm(config)}
      defaults={DEFAULTS}
      resolver={resolver}
      saving={update.isPending}
      save={(input, callbacks) =>
        update.mutate(input, {
          onSuccess: (response) => {
            const { message, saved } = splitSaved(attentionGrabberSchema, response);
            utils.marketing.attentionGrabber.setData(undefined, saved);
            void utils.marketing.all.invalidate();
            callbacks.onSuccess(message, attentionToForm(saved));
          },
          onError: callbacks.onError,
        })
      }
      preview={(values) => (
        <>
          <InactiveNote active={values.active} />
          <AttentionGrabberView config={previewAttention(values)} />
        </>
      )}
      fields={(form, values) => {
        const { errors } = form.formState;
        return (
          <>
            <SwitchField
              label="Mostrar no site"
              hint="Desligado, o chamariz some da página inicial."
              {...form.register('active')}
            />
            <MessagesField
              form={form}
              hint="Aparecem uma de cada vez, na ordem da lista. Até 200 caracteres cada."
            />
            <fieldset className="admin-fieldset">
              <legend>Tempos</legend>
              <div className="mkt-admin-pair">
                <TextField
                  label="Contagem regressiva (segundos)"
                  type="number"
                  inputMode="numeric"
                  min={60}
                  max={86_400}
                  required
                  hint={`“Condição válida por”, recomeça ao chegar a zero. De 60 a 86400. ${
                    describeSeconds(values.timer_seconds)
                      ? `= ${describeSeconds(values.timer_seconds)}`
                      : ''
                  }`}
                  error={errors.timer_seconds?.message}
                  {...form.register('timer_seconds', asNumber)}
                />
                <TextField
                  label="Troca de mensagem (milissegundos)"
                  type="number"
                  inputMode="numeric"
                  min={1000}
                  max={60_000}
                  step={500}
                  required
                  hint={`Tempo de cada mensagem na tela; 1000 = 1 segundo. ${
                    describeMilliseconds(values.rotation_ms)
                      ? `= ${describeMilliseconds(values.rotation_ms)}`
                      : ''
                  }`}
                  error={errors.rotation_ms?.message}
                  {...form.register('rotation_ms', asNumber)}
                />
              </div>
            </fieldset>
            <CtaFields form={form} />
          </>
        );
      }}
    />
  );
}
