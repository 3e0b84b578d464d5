import type { whatsappContextInputSchema, whatsappSettingsInputSchema } from '@oficina/core';
import type { z } from 'zod';

export const demoWhatsappSettings: z.input<typeof whatsappSettingsInputSchema> = {
  default_message:
    'Olá! Vim pelo site da FrioCar e gostaria de um orçamento para o ar-condicionado do meu carro.',
  urgent_message: 'Olá! Preciso de atendimento {urgency} para o ar-condicionado do meu carro.',
  show_urgency: true,
  show_pulse: true,
  is_active: true,
};

export const demoWhatsappContexts: Array<
  { name: string } & z.input<typeof whatsappContextInputSchema>
> = [
  {
    name: 'float_button',
    description: 'Botão flutuante exibido em todas as páginas',
    active: true,
    message_template:
      'Olá! Vim pelo site e gostaria de falar sobre o ar-condicionado do meu carro.',
    button_text: 'Fale conosco',
  },
  {
    name: 'search_no_results',
    description: 'Mostrado quando a busca do site não encontra resultados',
    active: true,
    message_template: 'Olá! Procurei por "{query}" no site e não encontrei. Vocês podem me ajudar?',
    button_text: 'Perguntar no WhatsApp',
  },
  {
    name: 'header_schedule',
    description: 'Botão de agendamento no cabeçalho',
    active: true,
    message_template: 'Olá! Quero agendar um horário para revisão do ar-condicionado.',
    button_text: 'Agendar horário',
  },
  {
    name: 'service_quote',
    description: 'Botão de orçamento nos cartões de serviço',
    active: true,
    message_template: 'Olá! Gostaria de um orçamento para o serviço: {service}.',
    button_text: 'Pedir orçamento',
  },
  {
    name: 'contact_page',
    description: 'Atalho para o WhatsApp na página de contato',
    active: true,
    message_template: 'Olá! Estou na página de contato e prefiro conversar pelo WhatsApp.',
    button_text: 'Chamar no WhatsApp',
  },
  {
    name: 'popup_offer',
    description: 'Botão das ofertas exibidas em popups',
    active: true,
    message_template: 'Olá! Vi a promoção no site e quero aproveitar.',
    button_text: 'Quero a oferta',
  },
  {
    name: 'not_found',
    description: 'Página não encontrada (404)',
    active: true,
    message_template: 'Olá! Não encontrei a página que procurava no site. Podem me ajudar?',
    button_text: 'Pedir ajuda',
  },
  {
    name: 'portfolio',
    description: 'Chamada ao final da página de trabalhos realizados',
    active: true,
    message_template: 'Olá! Vi os trabalhos no site e quero um serviço parecido no meu veículo.',
    button_text: 'Quero um orçamento',
  },
  {
    name: 'blog_post',
    description: 'Chamada ao final de cada artigo do blog',
    active: true,
    message_template: 'Olá! Li o artigo "{title}" e fiquei com uma dúvida.',
    button_text: 'Tirar dúvida',
  },
  {
    name: 'footer',
    description: 'Link de WhatsApp no rodapé',
    active: true,
    message_template: 'Olá! Gostaria de mais informações sobre os serviços da FrioCar.',
    button_text: 'WhatsApp',
  },
];
