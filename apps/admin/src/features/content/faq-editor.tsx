import { type Faq, faqInputSchema } from '@oficina/core';
import { SwitchField, TextAreaField, TextField } from '../../components/fields';
import { type EditorProps, EntityDialog, useEntityForm } from '../../kit';
import { asNumber } from '../../lib/forms';
import { trpc } from '../../lib/trpc';

/** The question's form: text, answer, place in the list and whether the site shows it. */
export function FaqEditor({ editing, nextOrder }: EditorProps<Faq>) {
  const utils = trpc.useUtils();
  const faq = editing.row;
  const editor = useEntityForm({
    schema: faqInputSchema,
    editing,
    defaults: { question: '', answer: '', display_order: nextOrder, active: true },
    procedures: trpc.faqs,
    utils: utils.faqs,
    saved: 'Pergunta salva',
  });
  return (
    <EntityDialog
      editor={editor}
      title={faq ? 'Editar pergunta' : 'Nova pergunta'}
      formId="faq-form"
    >
      <TextField label="Pergunta" required autoComplete="off" {...editor.field('question')} />
      <TextAreaField label="Resposta" required rows={7} {...editor.field('answer')} />
      <TextField
        label="Ordem de exibição"
        type="number"
        inputMode="numeric"
        min={0}
        hint="Números menores aparecem primeiro. Também dá para arrastar na lista."
        {...editor.field('display_order', asNumber)}
      />
      <SwitchField
        label="Visível no site"
        hint="Desligado, a pergunta fica guardada aqui mas não aparece na página FAQ."
        {...editor.field('active')}
      />
    </EntityDialog>
  );
}
