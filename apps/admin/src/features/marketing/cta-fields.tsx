import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormText } from '../../kit/forms/form-fields';
import { describeCta } from './config-form';

/** The call-to-action button: its text and what it does (page, address or WhatsApp message). */
export function CtaFields<F extends FieldValues, C>({
  form,
}: {
  form: UseFormReturn<F, unknown, C>;
}) {
  const action = useWatch({ control: form.control, name: 'cta_action' as Path<F> });
  return (
    <fieldset className="admin-fieldset">
      <legend>Botão</legend>
      <FormText
        form={form}
        name={'cta_text' as Path<F>}
        label="Texto do botão"
        required
        maxLength={60}
      />
      <FormText
        form={form}
        name={'cta_action' as Path<F>}
        label="Ação do botão"
        required
        maxLength={500}
        hint={
          <>
            Uma página do site começando com <strong>/</strong> (ex.: /contato), um endereço
            começando com <strong>http</strong>, ou qualquer outro texto, que vira a mensagem pronta
            do WhatsApp. Agora: {describeCta(action as string | undefined)}.
          </>
        }
      />
    </fieldset>
  );
}
