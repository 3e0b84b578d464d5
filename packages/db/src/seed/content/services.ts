import type { serviceInputSchema } from '@oficina/core';
import type { z } from 'zod';

export const demoServices: Array<z.input<typeof serviceInputSchema>> = [
  {
    title: 'Recarga de gás R-134a e R-1234yf',
    description:
      'Fazemos o recolhimento do gás antigo, vácuo no sistema e recarga com a quantidade exata indicada pela montadora, medida em balança eletrônica. Atendemos tanto o R-134a, usado na maioria dos carros fabricados até 2018, quanto o R-1234yf dos modelos mais novos. Antes de carregar, testamos a estanqueidade para garantir que o gás não vai escapar em poucas semanas.',
    price: 'A partir de R$ 150',
    duration: '1 a 2 horas',
    image: '/media/servicos/recarga-de-gas-800.webp',
    display_order: 1,
  },
  {
    title: 'Higienização com oxi-sanitização',
    description:
      'Eliminamos fungos, bactérias e o cheiro de mofo da caixa evaporadora e dos dutos com aplicação de ozônio (oxi-sanitização) e espuma bactericida. O serviço leva cerca de 1 hora e é indicado a cada 6 meses, principalmente para quem tem rinite, alergia ou crianças no carro. Incluímos a inspeção do filtro de cabine e do dreno de água.',
    price: 'A partir de R$ 120',
    duration: '1 hora',
    image: '/media/servicos/higienizacao-oxi-sanitizacao-800.webp',
    display_order: 2,
  },
  {
    title: 'Troca de compressor',
    description:
      'Quando o compressor trava, faz barulho ou não pressuriza mais, fazemos a substituição por peça nova ou remanufaturada com garantia. O serviço inclui limpeza do circuito com flushing, troca do filtro secador e da válvula de expansão quando necessário, e óleo correto para o tipo de gás. Assim o compressor novo não é contaminado por resíduos do antigo.',
    price: 'Sob orçamento',
    image: '/media/servicos/troca-de-compressor-800.webp',
    display_order: 3,
  },
  {
    title: 'Reparo de condensador e evaporador',
    description:
      'Condensadores furados por pedras e evaporadores corroídos são causas comuns de vazamento. Avaliamos se a peça pode ser recuperada com solda ou se a troca é mais segura, e mostramos o defeito para você antes de qualquer decisão. Também fazemos a limpeza das aletas do condensador, que melhora muito o rendimento no trânsito.',
    price: 'Sob orçamento',
    image: '/media/servicos/reparo-condensador-evaporador-800.webp',
    display_order: 4,
  },
  {
    title: 'Detecção de vazamentos com nitrogênio e UV',
    description:
      'Pressurizamos o sistema com nitrogênio seco para encontrar vazamentos sem desperdiçar gás refrigerante. Nos casos mais difíceis, aplicamos contraste UV e localizamos o ponto exato com lanterna ultravioleta. Você recebe o diagnóstico com fotos do local do vazamento.',
    price: 'A partir de R$ 90',
    duration: '1 a 2 horas',
    image: '/media/servicos/deteccao-de-vazamentos-800.webp',
    display_order: 5,
  },
  {
    title: 'Troca de filtro de cabine',
    description:
      'O filtro de cabine segura poeira, pólen e fuligem antes que cheguem ao seu nariz. Recomendamos a troca a cada 10.000 km ou a cada 6 meses, o que vier primeiro. Trabalhamos com filtros comuns e com carvão ativado, que também reduzem odores do trânsito.',
    price: 'A partir de R$ 60',
    duration: '30 minutos',
    image: '/media/servicos/troca-filtro-de-cabine-800.webp',
    display_order: 6,
  },
  {
    title: 'Elétrica do ar-condicionado',
    description:
      'Resolvemos falhas de ventilador interno que só funciona em algumas velocidades, eletroventilador do radiador que não liga, embreagem do compressor que não acopla, relés, fusíveis e pressostatos. Testamos cada componente com multímetro e scanner antes de trocar peças. Nada de trocar peça no chute.',
    price: 'A partir de R$ 100',
    image: '/media/servicos/eletrica-do-ar-800.webp',
    display_order: 7,
  },
  {
    title: 'Refrigeração de utilitários e baús',
    description:
      'Instalamos e fazemos manutenção de aparelhos de refrigeração para vans, furgões e caminhões com baú isotérmico ou câmara fria. Atendemos transporte de alimentos, laticínios, carnes e medicamentos, com conferência de temperatura e isolamento. Agendamos horários estendidos para frotas não ficarem paradas.',
    price: 'Sob orçamento',
    image: '/media/servicos/refrigeracao-de-utilitarios-800.webp',
    display_order: 8,
  },
  {
    title: 'Diagnóstico computadorizado',
    description:
      'Conectamos o scanner automotivo para ler códigos de falha do climatizador, sensores de temperatura e pressão e módulos de controle. Medimos as pressões de alta e baixa com manifold digital e a temperatura de saída nas difusoras. Você recebe um laudo claro com o que precisa ser feito agora e o que pode esperar.',
    price: 'A partir de R$ 80',
    duration: '1 hora',
    image: '/media/servicos/diagnostico-computadorizado-800.webp',
    display_order: 9,
  },
];
