import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { TextField } from '../../components/fields';
import { describeCta } from './config-form';

interface CtaValues {
  cta_text: string;
  cta_action: string;
}

/** The call-to-action button: its text and what it does (page, address or WhatsApp message). */
export function CtaFields<F extends FieldValues, C>({
  form: anyForm,
}: {
  form: UseFormReturn<F, unknown, C>;
}) {
  const form = anyForm as unknown as UseFormReturn<CtaValues>;
  const action = useWatch({ control: form.control, name: 'cta_action' });
  const errors = form.formState.errors;
  return (
    <fieldset className="admin-fieldset">
      <legend>Botão</legend>
      <TextField
        label="Texto do botão"
        required
        maxLength={60}
        error={errors.cta_text?.message}
        {...form.register('cta_text')}
      />
      <TextField
        label="Ação do botão"
        required
        maxLength={500}
        hint={
          <>
            Uma página do site começando com <strong>/</strong> (ex.: /contato), um endereço
            começando com <strong>http</strong>, ou qualquer outro texto, que vira a mensagem pronta
            do WhatsApp. Agora: {describeCta(action)}.
          </>
        }
        error={errors.cta_action?.message}
        {...form.register('cta_action')}
      />
    </fieldset>
  );
}
