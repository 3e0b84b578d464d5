import type { faqInputSchema } from '@oficina/core';
import type { z } from 'zod';

export const demoFaqs: Array<z.input<typeof faqInputSchema>> = [
  {
    question: 'De quanto em quanto tempo preciso recarregar o gás do ar-condicionado?',
    answer:
      'Um sistema sem vazamento não perde gás de forma relevante, então não existe "recarga periódica" obrigatória. Recomendamos uma revisão por ano, de preferência antes do verão: medimos as pressões e a temperatura de saída e só fazemos a recarga se for necessário. Se o ar perde a eficiência em poucas semanas depois de uma recarga, há vazamento e ele precisa ser localizado.',
    display_order: 1,
    active: true,
  },
  {
    question: 'Quanto tempo leva a higienização do ar-condicionado?',
    answer:
      'Cerca de 1 hora. Você pode esperar na nossa recepção, que tem café e Wi-Fi. Se a higienização for feita junto com a troca do filtro de cabine, o tempo continua praticamente o mesmo.',
    display_order: 2,
    active: true,
  },
  {
    question: 'Os serviços têm garantia?',
    answer:
      'Sim. Todos os serviços têm garantia de 90 dias, e as peças seguem a garantia do fabricante, que pode chegar a 12 meses em compressores novos. A garantia vem descrita na nota fiscal e na ordem de serviço.',
    display_order: 3,
    active: true,
  },
  {
    question: 'Quais formas de pagamento vocês aceitam?',
    answer:
      'Aceitamos Pix, dinheiro, cartão de débito e cartão de crédito em até 6x sem juros (parcela mínima de R$ 100). Para frotas e empresas, também trabalhamos com faturamento mediante cadastro.',
    display_order: 4,
    active: true,
  },
  {
    question: 'Vocês atendem vans, caminhões e baús refrigerados?',
    answer:
      'Atendemos. Fazemos ar-condicionado de cabine de vans, micro-ônibus e caminhões, e também a refrigeração de baús isotérmicos e câmaras frias. Para frotas, podemos combinar horários a partir das 7h para o veículo não perder a rota.',
    display_order: 5,
    active: true,
  },
  {
    question: 'Por que o ar-condicionado do meu carro está com cheiro ruim?',
    answer:
      'O cheiro de mofo ou "chulé" vem de fungos e bactérias que se acumulam na caixa evaporadora, onde há umidade e escuridão. Filtro de cabine vencido e dreno entupido pioram o problema. A solução é a higienização com oxi-sanitização e a troca do filtro. Uma dica: desligue o compressor (botão A/C) alguns minutos antes de chegar, deixando só a ventilação, para secar o evaporador.',
    display_order: 6,
    active: true,
  },
  {
    question: 'Preciso agendar ou posso chegar direto?',
    answer:
      'Você pode chegar sem hora marcada para avaliação, mas com agendamento o atendimento é mais rápido e garantimos o serviço no mesmo dia. Agende pelo WhatsApp, pelo telefone ou pelo formulário de contato: os números estão no rodapé de todas as páginas do site.',
    display_order: 7,
    active: true,
  },
  {
    question: 'O ar-condicionado aumenta muito o consumo de combustível?',
    answer:
      'Em carros populares, o aumento costuma ficar entre 10% e 20% no uso urbano. Um sistema bem regulado, com gás na quantidade certa e condensador limpo, força menos o motor. Na estrada, acima de 80 km/h, o ar ligado costuma gastar menos do que andar com as janelas abertas.',
    display_order: 8,
    active: true,
  },
  {
    question: 'Meu carro usa R-1234yf. Vocês têm esse gás?',
    answer:
      'Temos. Trabalhamos com equipamento próprio para R-1234yf, o gás dos modelos mais novos, sem misturar com R-134a. A etiqueta com o tipo de gás costuma ficar no cofre do motor, perto da frente do capô.',
    display_order: 9,
    active: true,
  },
  {
    question: 'Vocês buscam o carro em casa?',
    answer:
      'No momento o serviço de leva e traz está suspenso. Assim que voltarmos a oferecer, avisaremos aqui e nas nossas redes sociais.',
    display_order: 10,
    active: false,
  },
];
