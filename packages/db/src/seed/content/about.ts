import type { aboutInputSchema } from '@oficina/core';
import type { z } from 'zod';

export const demoAbout: z.input<typeof aboutInputSchema> = {
  title: 'Sobre a FrioCar',
  subtitle: 'Especialistas em ar-condicionado automotivo em Duque de Caxias desde 2009',
  body: `A FrioCar começou em 2009, quando o técnico em refrigeração **Carlos Menezes** decidiu abrir, num pequeno galpão da Rua José de Alvarenga, uma oficina dedicada só ao ar-condicionado de carros. Na época, a maioria das oficinas da região tratava o ar como serviço secundário, e era comum o cliente pagar por uma recarga que durava poucas semanas.

Desde o começo a proposta foi outra: encontrar a causa do problema, mostrar o defeito ao cliente e só então fazer o orçamento. Essa forma de trabalhar trouxe clientes pela indicação e, com o tempo, frotistas da Baixada Fluminense que precisavam manter vans e caminhões baú refrigerados rodando.

Somos uma empresa familiar. A Ana Paula, esposa do Carlos, cuida do atendimento e do financeiro, e o filho Rafael entrou na oficina em 2016, trazendo o diagnóstico computadorizado e o trabalho com o gás R-1234yf. Hoje a equipe conta com técnicos certificados em refrigeração e em manuseio de fluidos refrigerantes, que passam por atualização todos os anos.

Trabalhamos com estações de recolhimento e reciclagem de gás, para que nenhum refrigerante seja liberado na atmosfera, e todos os serviços saem com nota fiscal e garantia por escrito.`,
  mission:
    'Devolver o conforto térmico a motoristas e frotas da Baixada Fluminense com diagnóstico honesto, serviço bem-feito e preço justo.',
  vision:
    'Ser a oficina de climatização automotiva mais confiável da Baixada Fluminense, lembrada pela transparência e pelo cuidado com o meio ambiente.',
  values: [
    'Transparência: o cliente vê o defeito e aprova o orçamento antes do serviço',
    'Qualidade técnica com equipe certificada e equipamentos calibrados',
    'Respeito ao prazo combinado e ao tempo do cliente',
    'Responsabilidade ambiental no manuseio e na reciclagem dos gases',
    'Atendimento próximo, como em uma empresa de família',
  ],
  founded_year: 2009,
  highlights: [
    { label: 'Anos de experiência', value: '15+' },
    { label: 'Veículos atendidos', value: '12.000+' },
    { label: 'Garantia', value: '90 dias' },
    { label: 'Frotas atendidas', value: '40+' },
  ],
  team: [
    { name: 'Carlos Menezes', role: 'Fundador e técnico-chefe em refrigeração' },
    { name: 'Ana Paula Menezes', role: 'Atendimento e financeiro' },
    { name: 'Rafael Menezes', role: 'Diagnóstico computadorizado e elétrica' },
    { name: 'Diego Santos', role: 'Técnico em refrigeração de utilitários e baús' },
  ],
  image: '/media/sobre/oficina-1200.webp',
};
