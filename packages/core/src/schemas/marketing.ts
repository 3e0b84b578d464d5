import { z } from 'zod';
import { isoDate, jsonBoolean, requiredText } from './common';

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

export const attentionGrabberSchema = z.object({
  active: jsonBoolean(),
  messages,
  timer_seconds: z.number().int().min(60).max(86_400),
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
      'Ar-condicionado sem gelar? Fazemos o diagnóstico hoje!',
      'Higienização completa com proteção antibactérias',
      'Atendimento rápido em Duque de Caxias',
    ],
    timer_seconds: 3600,
    rotation_ms: 3000,
    cta_text: 'Falar no WhatsApp',
    cta_action: 'Olá! Vi a oferta no site e quero agendar um diagnóstico do ar-condicionado.',
  },
  urgency_banner: {
    active: true,
    messages: ['Vagas limitadas para esta semana', 'Diagnóstico gratuito na recarga de gás'],
    statistics: [
      { label: 'Clientes atendidos', value: '2.500+' },
      { label: 'Avaliação média', value: '4,9' },
    ],
    rotation_ms: 4000,
    statistics_ms: 8000,
    discount_percentage: 15,
    cta_text: 'Garantir desconto',
    cta_action: 'Olá! Quero garantir os 15% OFF no serviço de ar-condicionado.',
  },
  offer_banner: {
    active: true,
    title: 'Oferta especial de verão',
    description: 'Higienização + recarga de gás com desconto para deixar o carro gelando.',
    discount_percentage: 20,
    valid_until: '2024-12-31',
    cta_text: 'Aproveitar oferta',
    cta_action: 'Olá! Quero aproveitar a oferta especial de verão.',
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
