import { bannerEntity } from '@oficina/core';
import { type Control, useController } from 'react-hook-form';
import type { BannerFields } from './banner-fields';
import { TONE_OPTIONS } from './banner-form';
import { DateTimeField } from './datetime-field';
import './banner-look-fields.css';

/** The banner's colour: one radio per tone, each with a swatch drawn by the site's own CSS. */
export function BannerToneField({ control }: { control: Control<BannerFields> }) {
  const { field } = useController({ control, name: 'tone' });
  return (
    <fieldset className="admin-fieldset mkt-admin-tones">
      <legend>{bannerEntity.fields.tone.label}</legend>
      <p className="admin-field__hint">{bannerEntity.fields.tone.hint}</p>
      <div className="mkt-admin-tones__options">
        {TONE_OPTIONS.map((option, index) => (
          <label key={option.value} className="mkt-admin-tones__option">
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
            />
            <span
              className={`mkt-admin-tones__swatch banner--tone-${option.value}`}
              aria-hidden="true"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One end of the period the banner shows in, on the owner's clock. */
function BannerDate({
  control,
  name,
}: {
  control: Control<BannerFields>;
  name: 'starts_at' | 'ends_at';
}) {
  const { field, fieldState } = useController({ control, name });
  const words = bannerEntity.fields[name];
  return (
    <DateTimeField
      label={words.label}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      emptyHint={words.hint ?? ''}
    />
  );
}

/** When the banner shows: from a start date, until an end date, both optional. */
export function BannerDatesFieldset({ control }: { control: Control<BannerFields> }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Quando aparece</legend>
      <div className="mkt-admin-pair">
        <BannerDate control={control} name="starts_at" />
        <BannerDate control={control} name="ends_at" />
      </div>
    </fieldset>
  );
}
