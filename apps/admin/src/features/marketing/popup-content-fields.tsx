import { POPUP_STYLES, POPUP_TYPES } from '@oficina/core';
import { SelectField, TextAreaField, TextField } from '../../components/fields';
import { NumberField } from '../content/number-field';
import { asNumberOrNull, type PopupForm } from './popup-fields';
import {
  describeButtonAction,
  POPUP_STYLE_LABELS,
  POPUP_TYPE_HINTS,
  POPUP_TYPE_LABELS,
} from './popup-form';

const TYPE_OPTIONS = POPUP_TYPES.map((type) => ({
  value: type,
  label: `${POPUP_TYPE_LABELS[type]} — ${POPUP_TYPE_HINTS[type]}`,
}));
const STYLE_OPTIONS = POPUP_STYLES.map((style) => ({
  value: style,
  label: POPUP_STYLE_LABELS[style],
}));

/** What the popup says, how it looks and what its button does. */
export function PopupContentFields({
  form,
  buttonAction,
}: {
  form: PopupForm;
  buttonAction: string | null | undefined;
}) {
  const errors = form.formState.errors;
  return (
    <>
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
        <NumberField
          label="Desconto (%)"
          min={1}
          max={100}
          hint="Opcional. Mostra um selo “15% OFF”. Deixe vazio para não mostrar."
          error={errors.discount_percentage?.message}
          {...form.register('discount_percentage', asNumberOrNull)}
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
              Vazio, o botão fecha o popup; começando com <strong>http</strong> abre o endereço numa
              nova aba; começando com <strong>/</strong> navega para a página do site (ex.:
              /contato). Agora: {describeButtonAction(buttonAction)}.
            </>
          }
          error={errors.button_action?.message}
          {...form.register('button_action')}
        />
      </fieldset>
    </>
  );
}
