import { type PortfolioItem, portfolioEntity } from '@oficina/core';
import { Controller } from 'react-hook-form';
import { SwitchField, TextField } from '../../components/fields';
import {
  type EditorProps,
  EntityDialog,
  EntityFields,
  entityDefaults,
  useEntityForm,
} from '../../kit';
import { trpc } from '../../lib/trpc';
import { ImagesField } from './images-field';
import { portfolioFormSchema } from './portfolio-form';
import { ServiceNameField } from './service-name-field';

/** The API's input for an existing item (what the list's switch sends back, `active` changed). */
export function portfolioInput(item: PortfolioItem) {
  return {
    title: item.title,
    description: item.description,
    service: item.service,
    vehicle: item.vehicle,
    images: item.images,
    display_order: item.display_order,
    active: item.active,
  };
}

const { fields } = portfolioEntity;

/**
 * A job of the workshop: what was done, on which vehicle, with its pictures. The declaration
 * draws the texts; the vehicle and service sit side by side, the pictures have their own picker
 * and the switch closes the form, so those are laid out here with the declaration's words.
 */
export function PortfolioEditor({ editing, nextOrder }: EditorProps<PortfolioItem>) {
  const utils = trpc.useUtils();
  const item = editing.row;
  const editor = useEntityForm({
    schema: portfolioFormSchema,
    editing,
    defaults: { ...entityDefaults(portfolioEntity), display_order: nextOrder },
    procedures: trpc.portfolio,
    utils: utils.portfolio,
    saved: 'Trabalho salvo',
  });
  const { errors } = editor.form.formState;
  return (
    <EntityDialog
      editor={editor}
      wide
      title={item ? 'Editar trabalho' : 'Novo trabalho'}
      formId="portfolio-form"
    >
      <EntityFields
        entity={portfolioEntity}
        editor={editor}
        skip={['service', 'vehicle', 'images', 'display_order', 'active']}
      />
      <div className="admin-form admin-form--columns">
        <TextField
          label={fields.vehicle.label}
          hint={fields.vehicle.hint}
          autoComplete="off"
          {...editor.field('vehicle')}
        />
        <ServiceNameField
          label={fields.service.label}
          hint={fields.service.hint}
          {...editor.field('service')}
        />
      </div>
      <Controller
        control={editor.form.control}
        name="images"
        render={({ field }) => (
          <ImagesField
            legend={fields.images.label}
            name={field.name}
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.images?.message ?? errors.images?.root?.message}
            errorAt={(index) => errors.images?.[index]?.message}
          />
        )}
      />
      <SwitchField
        label={fields.active.label}
        hint={fields.active.hint}
        {...editor.field('active')}
      />
    </EntityDialog>
  );
}
