import type { PortfolioItem } from '@oficina/core';
import { Controller } from 'react-hook-form';
import { SwitchField, TextAreaField, TextField } from '../../components/fields';
import { type EditorProps, EntityDialog, useEntityForm } from '../../kit';
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

const EMPTY = { title: '', description: '', images: [], active: true };

/** A job of the workshop: what was done, on which vehicle, with its pictures. */
export function PortfolioEditor({ editing, nextOrder }: EditorProps<PortfolioItem>) {
  const utils = trpc.useUtils();
  const item = editing.row;
  const editor = useEntityForm({
    schema: portfolioFormSchema,
    editing,
    defaults: { ...EMPTY, service: '', vehicle: '', display_order: nextOrder },
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
      <TextField
        label="Título"
        required
        autoComplete="off"
        hint="Por exemplo: Troca do compressor de um Onix 2019"
        {...editor.field('title')}
      />
      <TextAreaField
        label="Descrição"
        required
        rows={5}
        hint="O problema que o cliente trouxe e o que foi feito."
        {...editor.field('description')}
      />
      <div className="admin-form admin-form--columns">
        <TextField
          label="Veículo"
          autoComplete="off"
          hint="Opcional. Modelo e ano, por exemplo: Fiat Strada 2021"
          {...editor.field('vehicle')}
        />
        <ServiceNameField
          label="Serviço"
          hint="Opcional. Escolha um serviço cadastrado ou escreva outro."
          {...editor.field('service')}
        />
      </div>
      <Controller
        control={editor.form.control}
        name="images"
        render={({ field }) => (
          <ImagesField
            legend="Imagens"
            name={field.name}
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.images?.message ?? errors.images?.root?.message}
            errorAt={(index) => errors.images?.[index]?.message}
          />
        )}
      />
      <SwitchField
        label="Visível no site"
        hint="Desligado, o trabalho fica guardado aqui mas não aparece na página Portfólio."
        {...editor.field('active')}
      />
    </EntityDialog>
  );
}
