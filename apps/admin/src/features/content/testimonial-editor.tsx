import { type Testimonial, testimonialInputSchema } from '@oficina/core';
import { Controller } from 'react-hook-form';
import { TextAreaField, TextField } from '../../components/fields';
import { type Editing, EntityDialog, useEntityForm } from '../../kit';
import { trpc } from '../../lib/trpc';
import { ServiceNameField } from './service-name-field';
import { StarRatingField } from './star-rating';

export type { Testimonial };

/** A client's testimonial: who, what they said, the stars and (optionally) the service. */
export function TestimonialEditor({ editing }: { editing: Editing<Testimonial> }) {
  const utils = trpc.useUtils();
  const testimonial = editing.row;
  const editor = useEntityForm({
    schema: testimonialInputSchema,
    editing,
    defaults: { name: '', content: '', rating: 5, service: '' },
    procedures: trpc.testimonials,
    utils: utils.testimonials,
    saved: 'Depoimento salvo',
  });
  return (
    <EntityDialog
      editor={editor}
      title={testimonial ? 'Editar depoimento' : 'Novo depoimento'}
      formId="testimonial-form"
    >
      <TextField label="Nome do cliente" required autoComplete="off" {...editor.field('name')} />
      <TextAreaField
        label="Depoimento"
        required
        rows={5}
        hint="As palavras do cliente, como ele escreveu ou falou."
        {...editor.field('content')}
      />
      <Controller
        control={editor.form.control}
        name="rating"
        render={({ field }) => (
          <StarRatingField
            label="Nota"
            required
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={editor.error('rating')}
          />
        )}
      />
      <ServiceNameField
        label="Serviço realizado"
        hint="Opcional. Escolha um dos serviços cadastrados ou escreva outro."
        {...editor.field('service')}
      />
    </EntityDialog>
  );
}
