import { zodResolver } from '@hookform/resolvers/zod';
import { POPUP_STYLES, POPUP_TYPES, type Popup, popupInputSchema } from '@oficina/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PopupView, presentationFor } from '../../../features/popups';
import { toast } from '../../../features/toasts';
import { EditorDialog } from '../../components/editor-dialog';
import { SelectField, SwitchField, TextAreaField, TextField } from '../../components/fields';
import { asNumber, reportSaveError } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { DateTimeField } from './datetime-field';
import { describeSeconds } from './durations';
import {
  describeButtonAction,
  EMPTY_POPUP,
  POPUP_STYLE_LABELS,
  POPUP_TYPE_HINTS,
  POPUP_TYPE_LABELS,
  type PopupFormValues,
  popupToForm,
  previewPopup,
} from './popup-form';
import { PreviewClosed, PreviewFrame, PreviewJump } from './preview-frame';
import { describeTargetPages } from './target-pages';
import { TargetPagesField } from './target-pages-field';

export type PopupEditing = { mode: 'create' } | { mode: 'edit'; popup: Popup };

const TYPE_OPTIONS = POPUP_TYPES.map((type) => ({
  value: type,
  label: `${POPUP_TYPE_LABELS[type]} — ${POPUP_TYPE_HINTS[type]}`,
}));
const STYLE_OPTIONS = POPUP_STYLES.map((style) => ({
  value: style,
  label: POPUP_STYLE_LABELS[style],
}));

/** Create or edit a popup, with the site's own popup drawn live beside the form. */
export function PopupEditor({ editing, onClose }: { editing: PopupEditing; onClose: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<PopupFormValues, unknown, z.output<typeof popupInputSchema>>({
    resolver: zodResolver(popupInputSchema),
    defaultValues: editing.mode === 'edit' ? popupToForm(editing.popup) : EMPTY_POPUP,
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as Partial<PopupFormValues>;
  const showTimer = values.show_timer === true;

  const onSaved = async (message: string) => {
    toast.success(message);
    form.reset(form.getValues());
    await utils.popups.invalidate();
    onClose();
  };
  const create = trpc.popups.create.useMutation({
    onSuccess: () => onSaved('Popup criado'),
    onError: (error) => reportSaveError(error, form.setError),
  });
  const update = trpc.popups.update.useMutation({
    onSuccess: () => onSaved('Popup atualizado'),
    onError: (error) => reportSaveError(error, form.setError),
  });

  const submit = form.handleSubmit((input) => {
    if (editing.mode === 'edit') update.mutate({ id: editing.popup.id, ...input });
    else create.mutate(input);
  });

  return (
    <EditorDialog
      open
      wide
      title={editing.mode === 'edit' ? 'Editar popup' : 'Novo popup'}
      formId="popup-form"
      dirty={form.formState.isDirty}
      saving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <div className="admin-split">
        <form id="popup-form" className="admin-form" onSubmit={submit} noValidate>
          <PreviewJump targetId="popup-preview" />
          <fieldset className="admin-fieldset">
            <legend>Conteúdo</legend>
            <TextField
              label="Título"
              required
              maxLength={200}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <TextAreaField
              label="Texto"
              required
              rows={4}
              maxLength={5000}
              hint="Quebras de linha aparecem no popup."
              error={errors.content?.message}
              {...form.register('content')}
            />
            <TextField
              label="Desconto (%)"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              hint="Opcional. Mostra um selo “15% OFF”. Deixe vazio para não mostrar."
              error={errors.discount_percentage?.message}
              {...form.register('discount_percentage', {
                setValueAs: (value: unknown) =>
                  value === '' || value === null || value === undefined ? null : Number(value),
              })}
            />
          </fieldset>

          <fieldset className="admin-fieldset">
            <legend>Aparência</legend>
            <SelectField
              label="Tipo"
              options={TYPE_OPTIONS}
              hint="O tipo define onde o popup aparece na tela."
              error={errors.type?.message}
              {...form.register('type')}
            />
            <SelectField
              label="Estilo"
              options={STYLE_OPTIONS}
              hint="A cor do ícone, da borda e do botão."
              error={errors.style?.message}
              {...form.register('style')}
            />
          </fieldset>

          <fieldset className="admin-fieldset">
            <legend>Botão</legend>
            <TextField
              label="Texto do botão"
              maxLength={60}
              hint="Vazio: o popup não tem botão (só o ✕ para fechar)."
              error={errors.button_text?.message}
              {...form.register('button_text')}
            />
            <TextField
              label="Ação do botão"
              maxLength={500}
              hint={
                <>
                  <strong>close</strong> fecha o popup; começando com <strong>http</strong> abre o
                  endereço numa nova aba; começando com <strong>/</strong> navega para a página do
                  site (ex.: /contato). Agora: {describeButtonAction(values.button_action)}.
                </>
              }
              error={errors.button_action?.message}
              {...form.register('button_action')}
            />
          </fieldset>

          <Controller
            control={form.control}
            name="target_pages"
            render={({ field, fieldState }) => (
              <TargetPagesField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />

          <fieldset className="admin-fieldset">
            <legend>Quando aparece</legend>
            <div className="mkt-admin-pair">
              <Controller
                control={form.control}
                name="start_date"
                render={({ field, fieldState }) => (
                  <DateTimeField
                    label="Exibir a partir de"
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    emptyHint="Vazio: aparece desde já."
                  />
                )}
              />
              <Controller
                control={form.control}
                name="expiry_date"
                render={({ field, fieldState }) => (
                  <DateTimeField
                    label="Até"
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    emptyHint="Vazio: não expira."
                  />
                )}
              />
            </div>
            <div className="mkt-admin-pair">
              <TextField
                label="Atraso (segundos)"
                type="number"
                inputMode="numeric"
                min={0}
                max={3600}
                hint={
                  typeof values.show_delay === 'number' && values.show_delay > 0
                    ? `Aparece ${describeSeconds(values.show_delay)} depois de abrir a página.`
                    : 'Aparece assim que a página abre.'
                }
                error={errors.show_delay?.message}
                {...form.register('show_delay', asNumber)}
              />
              <TextField
                label="Prioridade"
                type="number"
                inputMode="numeric"
                min={0}
                max={1000}
                hint="Com vários popups na mesma página, o de maior número aparece primeiro."
                error={errors.priority?.message}
                {...form.register('priority', asNumber)}
              />
            </div>
            <SwitchField
              label="Mostrar contagem regressiva"
              hint="Com data de término, conta até ela (a data aparece até as últimas 48 horas); sem data, conta a duração abaixo a partir da primeira vez que o visitante vê o popup. Ao chegar a zero, o popup fecha sozinho."
              {...form.register('show_timer')}
            />
            {showTimer ? (
              <TextField
                label="Duração da contagem (segundos)"
                type="number"
                inputMode="numeric"
                min={1}
                max={86_400}
                required
                hint={
                  typeof values.timer_duration === 'number' && values.timer_duration > 0
                    ? `= ${describeSeconds(values.timer_duration)}`
                    : 'Por exemplo, 300 para 5 minutos.'
                }
                error={errors.timer_duration?.message}
                {...form.register('timer_duration', {
                  setValueAs: (value: unknown) =>
                    value === '' || value === null || value === undefined ? null : Number(value),
                })}
              />
            ) : null}
          </fieldset>

          <SwitchField
            label="Ativo"
            hint="Desligado, o popup não aparece no site, mesmo dentro das datas."
            {...form.register('active')}
          />
        </form>
        <PopupPreview values={values} />
      </div>
    </EditorDialog>
  );
}

function wherePages(targetPages: string | undefined): string {
  const pages = describeTargetPages(targetPages);
  if (pages === 'Todas as páginas') return 'em todas as páginas';
  if (pages === 'Nenhuma página') return 'em nenhuma página (escolha ao menos uma)';
  return `nas páginas: ${pages}`;
}

function PopupPreview({ values }: { values: Partial<PopupFormValues> }) {
  const popup = previewPopup(values);
  const presentation = presentationFor(popup.type);
  const [closed, setClosed] = useState(false);
  const [round, setRound] = useState(0);
  return (
    <PreviewFrame
      id="popup-preview"
      page
      notes={
        <ul className="mkt-admin-facts">
          <li>
            <strong>Onde:</strong> {POPUP_TYPE_HINTS[popup.type]}, {wherePages(values.target_pages)}
            .
          </li>
          <li>
            <strong>Quando:</strong>{' '}
            {popup.show_delay > 0
              ? `${describeSeconds(popup.show_delay)} depois de abrir a página`
              : 'assim que a página abre'}
            ; fechado pelo visitante, não aparece de novo para ele.
          </li>
          <li>
            <strong>Botão:</strong>{' '}
            {popup.button_text ? describeButtonAction(popup.button_action) : 'sem botão'}.
          </li>
          {values.active === false ? (
            <li>
              <strong>Inativo:</strong> não aparece no site enquanto estiver desligado.
            </li>
          ) : null}
        </ul>
      }
    >
      {closed ? (
        <PreviewClosed
          onShow={() => {
            setClosed(false);
            setRound(round + 1);
          }}
        >
          Popup fechado.
        </PreviewClosed>
      ) : (
        <PopupView
          key={`${presentation}-${round}`}
          preview
          popup={popup}
          presentation={presentation}
          onClose={() => setClosed(true)}
        />
      )}
    </PreviewFrame>
  );
}
