import { type Faq, faqEntity } from '@oficina/core';
import {
  type EditorProps,
  EntityDialog,
  EntityFields,
  entityDefaults,
  useEntityForm,
} from '../../kit';
import { trpc } from '../../lib/trpc';

/** The question's form: every field as the FAQ's declaration describes it. */
export function FaqEditor({ editing, nextOrder }: EditorProps<Faq>) {
  const utils = trpc.useUtils();
  const faq = editing.row;
  const editor = useEntityForm({
    schema: faqEntity.input,
    editing,
    defaults: { ...entityDefaults(faqEntity), display_order: nextOrder },
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
      <EntityFields entity={faqEntity} editor={editor} />
    </EntityDialog>
  );
}
