import { SOCIAL_PLATFORMS, type SocialLink, socialLinkEntity } from '@oficina/core';
import { SocialIcon } from '@site/components/layout/social-icons';
import { SelectField, SwitchField, TextField } from '../../components/fields';
import {
  type EditorProps,
  EntityDialog,
  EntityFields,
  entityDefaults,
  useEntityForm,
} from '../../kit';
import { trpc } from '../../lib/trpc';

const PLATFORM_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  website: 'Site',
};

export const platformLabel = (platform: string) =>
  PLATFORM_LABELS[platform.toLowerCase()] ?? platform;

/** The input the API wants for an existing link, with some fields changed. */
export function socialLinkInput(link: SocialLink, changes: { active?: 0 | 1 } = {}) {
  const { id, name, platform, url, active, display_order } = link;
  return { id, name, platform, url, active, display_order, ...changes };
}

const { fields } = socialLinkEntity;

/**
 * A link of the footer: the platform (its icon), the name read aloud, the address. The platform
 * picker, the address input and the 1-or-0 switch are laid out here with the declaration's words;
 * the declaration draws the rest.
 */
export function SocialLinkEditor({ editing, nextOrder }: EditorProps<SocialLink>) {
  const utils = trpc.useUtils();
  const link = editing.row;
  const editor = useEntityForm({
    schema: socialLinkEntity.input,
    editing,
    // A new link starts as Instagram, the workshop's most likely profile; the switch is a boolean.
    defaults: {
      ...entityDefaults(socialLinkEntity),
      name: 'Instagram',
      platform: 'instagram',
      active: true,
      display_order: nextOrder,
    },
    fromRow: (row) => ({ ...socialLinkInput(row), active: row.active === 1 }),
    procedures: trpc.socialLinks,
    utils: utils.socialLinks,
    saved: { created: 'Link criado', updated: 'Link atualizado' },
  });
  const { form } = editor;
  const platform = form.watch('platform');
  // A platform the list does not know (typed through the API) stays selectable.
  const options = [
    ...SOCIAL_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] ?? value })),
    ...(link && !(SOCIAL_PLATFORMS as readonly string[]).includes(link.platform)
      ? [{ value: link.platform, label: `${link.platform} (ícone de globo)` }]
      : []),
  ];
  const platformField = editor.field('platform');
  return (
    <EntityDialog
      editor={editor}
      title={link ? `Editar ${link.name}` : 'Novo link de rede social'}
      formId="social-link-form"
    >
      <div className="config-platform">
        <span className="config-social__icon" aria-hidden="true">
          <SocialIcon platform={platform ?? ''} />
        </span>
        <SelectField
          label={fields.platform.label}
          required
          options={options}
          {...platformField}
          onChange={(event) => {
            // A name still equal to the old platform's follows the new platform.
            const previous = form.getValues('platform') ?? '';
            const name = form.getValues('name') ?? '';
            void platformField.onChange(event);
            if (name.trim() === '' || name === platformLabel(previous)) {
              form.setValue('name', platformLabel(event.target.value), { shouldDirty: true });
            }
          }}
        />
      </div>
      <EntityFields
        entity={socialLinkEntity}
        editor={editor}
        skip={['platform', 'url', 'active', 'display_order']}
      />
      <TextField
        label={fields.url.label}
        required
        type="url"
        inputMode="url"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="https://www.instagram.com/suaoficina"
        {...editor.field('url')}
      />
      <SwitchField label={fields.active.label} {...editor.field('active')} />
    </EntityDialog>
  );
}
