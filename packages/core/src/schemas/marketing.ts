import { z } from 'zod';
import { isoDate, jsonBoolean, requiredText } from './common';
import { nameSchemas } from './names';

export const MARKETING_KEYS = ['attention_grabber', 'urgency_banner', 'offer_banner'] as const;
export type MarketingKey = (typeof MARKETING_KEYS)[number];

const messages = z.array(requiredText(200)).min(1).max(10);
const cta = {
  cta_text: requiredText(60),
  /** A WhatsApp message, a site path (/contato) or an http(s) address. */
  cta_action: requiredText(500).refine(
    (v) => !/^\s*(javascript|data|vbscript):/i.test(v),
    'Ação inválida',
  ),
};

/**
 * Its clock counts to the end of the current offer (the offer banner's valid_until), so it has
 * no duration of its own: a timer that starts over on every visit would promise a deadline that
 * does not exist.
 */
export const attentionGrabberSchema = z.object({
  active: jsonBoolean(),
  messages,
  rotation_ms: z.number().int().min(1000).max(60_000),
  ...cta,
});

export const urgencyBannerSchema = z.object({
  active: jsonBoolean(),
  messages,
  statistics: z.array(z.object({ label: requiredText(60), value: requiredText(30) })).max(10),
  rotation_ms: z.number().int().min(1000).max(60_000),
  statistics_ms: z.number().int().min(1000).max(120_000),
  discount_percentage: z.number().int().min(1).max(100),
  ...cta,
});

export const offerBannerSchema = z.object({
  active: jsonBoolean(),
  title: requiredText(120),
  description: requiredText(500),
  discount_percentage: z.number().int().min(1).max(100),
  /** Last day of the offer (YYYY-MM-DD); the site hides it afterwards. */
  valid_until: isoDate(),
  ...cta,
});

export type AttentionGrabber = z.infer<typeof attentionGrabberSchema>;
export type UrgencyBanner = z.infer<typeof urgencyBannerSchema>;
export type OfferBanner = z.infer<typeof offerBannerSchema>;

/** What each configuration holds until someone edits it in the panel. */
export const MARKETING_DEFAULTS = {
  attention_grabber: {
    active: true,
    messages: [
      'Higienização + recarga de gás com 15% de desconto',
      'Ar sem gelar ou com cheiro de mofo? Resolva os dois num só agendamento',
      'Atendimento no Centro de Duque de Caxias',
    ],
    rotation_ms: 3000,
    cta_text: 'Falar no WhatsApp',
    cta_action:
      'Olá! Vi no site a oferta de higienização + recarga de gás com 15% de desconto e quero agendar.',
  },
  urgency_banner: {
    active: true,
    messages: [
      'Higienização + recarga de gás com 15% de desconto',
      'Você aprova o orçamento antes de qualquer serviço',
    ],
    // Facts from the company's own record (about page), never invented counters.
    statistics: [
      { label: 'de garantia em todos os serviços', value: '90 dias' },
      { label: 'veículos atendidos', value: '12.000+' },
      { label: 'no Centro de Duque de Caxias', value: 'Desde 2009' },
    ],
    rotation_ms: 4000,
    statistics_ms: 8000,
    discount_percentage: 15,
    cta_text: 'Agendar com desconto',
    cta_action: 'Olá! Quero agendar a higienização + recarga de gás com 15% de desconto.',
  },
  offer_banner: {
    active: true,
    title: 'Higienização + recarga de gás',
    description:
      'Higienização com oxi-sanitização e recarga de gás no mesmo agendamento, com 15% de desconto no pacote.',
    discount_percentage: 15,
    valid_until: '2024-12-31',
    cta_text: 'Aproveitar oferta',
    cta_action:
      'Olá! Quero aproveitar a oferta de higienização + recarga de gás com 15% de desconto.',
  },
} satisfies {
  attention_grabber: AttentionGrabber;
  urgency_banner: UrgencyBanner;
  offer_banner: OfferBanner;
};

export const MARKETING_LABELS: Record<MarketingKey, string> = {
  attention_grabber: 'Chamariz de atenção',
  urgency_banner: 'Banner de urgência',
  offer_banner: 'Banner de oferta',
};

export const marketingConfigsSchema = z.object({
  attention_grabber: attentionGrabberSchema,
  urgency_banner: urgencyBannerSchema,
  offer_banner: offerBannerSchema,
});

nameSchemas({
  AttentionGrabber: attentionGrabberSchema,
  UrgencyBanner: urgencyBannerSchema,
  OfferBanner: offerBannerSchema,
  MarketingConfigs: marketingConfigsSchema,
});
