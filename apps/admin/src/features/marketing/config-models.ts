import {
  attentionGrabberSchema,
  MARKETING_DEFAULTS,
  offerBannerSchema,
  urgencyBannerSchema,
} from '@oficina/core';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  attentionToForm,
  attentionToInput,
  type OfferForm,
  offerToForm,
  urgencyToForm,
  urgencyToInput,
} from './config-form';

/** How one marketing config is edited: its schema, its built-in defaults, to and from the form. */
/** The marketing router's query of each config; its update is `update` + the same name. */
export type ConfigProcedure = 'attentionGrabber' | 'urgencyBanner' | 'offerBanner';

export interface ConfigModel<F extends FieldValues, C> {
  procedure: ConfigProcedure;
  /** Checks the form (through `toInput`) and reads the update's answer. */
  schema: z.ZodType<C>;
  toInput: (values: F) => unknown;
  toForm: (config: C) => F;
  /** "Restaurar padrões". */
  defaults: C;
}

export const ATTENTION_MODEL = {
  procedure: 'attentionGrabber' as const,
  schema: attentionGrabberSchema,
  toInput: attentionToInput,
  toForm: attentionToForm,
  defaults: MARKETING_DEFAULTS.attention_grabber,
};

export const URGENCY_MODEL = {
  procedure: 'urgencyBanner' as const,
  schema: urgencyBannerSchema,
  toInput: urgencyToInput,
  toForm: urgencyToForm,
  defaults: MARKETING_DEFAULTS.urgency_banner,
};

export const OFFER_MODEL = {
  procedure: 'offerBanner' as const,
  schema: offerBannerSchema,
  toInput: (values: OfferForm) => values,
  toForm: offerToForm,
  defaults: MARKETING_DEFAULTS.offer_banner,
};
