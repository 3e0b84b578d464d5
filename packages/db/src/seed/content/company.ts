import { type companyInputSchema, OPENING_HOURS, OPENING_HOURS_TEXT } from '@oficina/core';
import type { z } from 'zod';

export const demoCompany: z.input<typeof companyInputSchema> = {
  name: 'FrioCar Climatização Automotiva',
  phone: '(21) 2671-4455',
  whatsapp: '(21) 99876-5432',
  email: 'contato@friocarclimatizacao.com.br',
  address: 'Rua José de Alvarenga, 1234 - Centro, Duque de Caxias - RJ, 25020-140',
  working_hours: OPENING_HOURS_TEXT,
  opening_hours: OPENING_HOURS,
  about_text:
    'A FrioCar nasceu em 2009, no Centro de Duque de Caxias, como uma pequena oficina familiar dedicada só ao ar-condicionado automotivo. Hoje atendemos carros de passeio, SUVs, picapes, vans e caminhões com baú refrigerado, sempre com diagnóstico honesto, orçamento antes de qualquer serviço e garantia por escrito. Nossa equipe é formada por técnicos certificados em refrigeração e trabalha com equipamentos de recolhimento e reciclagem de gás, para cuidar do seu conforto sem agredir o meio ambiente.',
  description:
    'Oficina especializada em ar-condicionado automotivo e refrigeração de utilitários em Duque de Caxias (RJ): recarga de gás R-134a e R-1234yf, higienização, troca de compressor, detecção de vazamentos e diagnóstico computadorizado, com garantia de 90 dias.',
  logo: '/media/logo.svg',
  favicon: '/media/favicon.svg',
  website: null,
};
