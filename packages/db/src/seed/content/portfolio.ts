import type { portfolioItemInputSchema } from '@oficina/core';
import type { z } from 'zod';

export const demoPortfolio: Array<z.input<typeof portfolioItemInputSchema>> = [
  {
    title: 'Troca de compressor e limpeza do circuito',
    description:
      'A picape chegou com o compressor travado e barulho na embreagem. Substituímos o compressor, fizemos flushing em todo o circuito, trocamos o filtro secador e a válvula de expansão e recarregamos com a quantidade exata de R-134a. Na entrega, a temperatura nas saídas centrais ficou em 5 °C com 34 °C de temperatura externa.',
    service: 'Troca de compressor',
    vehicle: 'Fiat Toro 2021',
    images: [
      '/media/portfolio/fiat-toro-compressor-1-800.webp',
      '/media/portfolio/fiat-toro-compressor-2-800.webp',
    ],
    display_order: 1,
    active: true,
  },
  {
    title: 'Revisão da refrigeração de baú para laticínios',
    description:
      'Caminhão de uma distribuidora de laticínios da Baixada com o baú perdendo temperatura no fim da rota. Encontramos vazamento na serpentina do evaporador do baú e borrachas de vedação da porta ressecadas. Após o reparo, o baú voltou a manter 2 °C durante toda a jornada de entregas.',
    service: 'Refrigeração de utilitários e baús',
    vehicle: 'VW Delivery 11.180 baú refrigerado',
    images: [
      '/media/portfolio/vw-delivery-bau-1-800.webp',
      '/media/portfolio/vw-delivery-bau-2-800.webp',
    ],
    display_order: 2,
    active: true,
  },
  {
    title: 'Vazamento no condensador localizado com UV',
    description:
      'O ar parava de gelar cerca de um mês depois de cada recarga feita em outro lugar. Com nitrogênio e contraste UV, localizamos um microfuro no condensador causado por pedra. Trocamos o condensador, fizemos vácuo e recarga, e o cliente recebeu as fotos do ponto de vazamento.',
    service: 'Detecção de vazamentos com nitrogênio e UV',
    vehicle: 'Chevrolet Onix 2019',
    images: [
      '/media/portfolio/chevrolet-onix-vazamento-1-800.webp',
      '/media/portfolio/chevrolet-onix-vazamento-2-800.webp',
    ],
    display_order: 3,
    active: true,
  },
  {
    title: 'Higienização completa e filtro de carvão ativado',
    description:
      'Cliente com rinite reclamava de cheiro de mofo ao ligar o ar. Fizemos a oxi-sanitização da caixa evaporadora e dos dutos, desentupimos o dreno e instalamos filtro de cabine com carvão ativado. O cheiro sumiu já no primeiro uso.',
    service: 'Higienização com oxi-sanitização',
    vehicle: 'Toyota Corolla 2018',
    images: [
      '/media/portfolio/toyota-corolla-higienizacao-1-800.webp',
      '/media/portfolio/toyota-corolla-higienizacao-2-800.webp',
    ],
    display_order: 4,
    active: true,
  },
];
