import { isKnownSetting, type Setting } from '@oficina/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SwitchField, TextAreaField, TextField } from '../../components/fields';
import { FormImageField } from '../content/bound-fields';
import { SETTING_META, type SettingValues, settingHint } from './settings-model';
import { UnitField } from './unit-field';

/** The control that suits a setting the panel knows: a switch, a number, an image or text. */
export function KnownSettingField({
  settingKey: key,
  rows,
  form,
}: {
  settingKey: string;
  rows: Setting[];
  form: UseFormReturn<SettingValues>;
}) {
  if (!isKnownSetting(key)) return null;
  const meta = SETTING_META[key];
  const hint = settingHint(key, rows);
  const error = form.formState.errors[key]?.message;

  switch (meta.kind) {
    case 'boolean':
      return (
        <Controller
          control={form.control}
          name={key}
          render={({ field }) => (
            <SwitchField
              label={meta.label}
              hint={hint}
              error={error}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              checked={field.value === 'true'}
              onChange={(event) => field.onChange(event.target.checked ? 'true' : 'false')}
            />
          )}
        />
      );
    case 'number':
      return (
        <UnitField
          label={meta.label}
          unit={meta.unit ?? ''}
          hint={hint}
          error={error}
          {...form.register(key)}
        />
      );
    case 'image':
      return (
        <FormImageField control={form.control} name={key} label={meta.label} description={hint} />
      );
    default:
      return meta.multiline ? (
        <TextAreaField
          className="config-span-all"
          label={meta.label}
          rows={3}
          placeholder={meta.placeholder}
          hint={hint}
          error={error}
          {...form.register(key)}
        />
      ) : (
        <TextField
          label={meta.label}
          type="text"
          placeholder={meta.placeholder}
          hint={hint}
          error={error}
          {...form.register(key)}
        />
      );
  }
}
