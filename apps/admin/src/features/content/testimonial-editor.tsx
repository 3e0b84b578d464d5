import { type Testimonial, testimonialEntity } from '@oficina/core';
import { Controller } from 'react-hook-form';
import { type Editing, EntityDialog, EntityFields, entityDefaults, useEntityForm } from '../../kit';
import { trpc } from '../../lib/trpc';
import { ServiceNameField } from './service-name-field';
import { StarRatingField } from './star-rating';

export type { Testimonial };

const { fields } = testimonialEntity;

/**
 * A client's testimonial: who and what they said as the declaration draws them, then the stars
 * and the service, which have inputs of their own.
 */
export function TestimonialEditor({ editing }: { editing: Editing<Testimonial> }) {
  const utils = trpc.useUtils();
  const testimonial = editing.row;
  const editor = useEntityForm({
    schema: testimonialEntity.input,
    editing,
    // A new testimonial starts at five stars; the API has no default and wants a choice.
    defaults: { ...entityDefaults(testimonialEntity), rating: 5 },
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
      <EntityFields entity={testimonialEntity} editor={editor} skip={['rating', 'service']} />
      <Controller
        control={editor.form.control}
        name="rating"
        render={({ field }) => (
          <StarRatingField
            label={fields.rating.label}
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
        label={fields.service.label}
        hint={fields.service.hint}
        {...editor.field('service')}
      />
    </EntityDialog>
  );
}
