import type { blogPostInputSchema } from '@oficina/core';
import type { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;

const SINAIS_BODY = `Ninguém quer descobrir que o ar-condicionado parou no meio de um engarrafamento na Washington Luís, com 38 °C do lado de fora. A boa notícia é que o sistema quase sempre avisa antes de falhar de vez. Saber reconhecer esses sinais evita que um reparo simples vire a troca de um compressor.

## 1. O ar não gela como antes

Se antes o carro ficava fresco em poucos minutos e agora demora ou nunca chega a esfriar de verdade, algo mudou. As causas mais comuns são:

- falta de gás por causa de um vazamento;
- condensador sujo ou amassado, que não consegue dissipar o calor;
- ventilador do radiador que não liga em marcha lenta;
- filtro de cabine tão sujo que o ar quase não passa.

Um sistema saudável costuma entregar entre 4 °C e 8 °C nas saídas centrais. Medir essa temperatura é a primeira coisa que fazemos em qualquer avaliação.

## 2. Cheiro de mofo ao ligar o ar

O cheiro de mofo ou de "pano molhado" vem de fungos e bactérias que crescem na caixa evaporadora, um lugar úmido e escuro por natureza. Além de desagradável, isso prejudica quem tem rinite, asma ou alergias. A solução é a higienização com oxi-sanitização e a troca do filtro de cabine.

## 3. Barulhos estranhos

Chiado, estalos ou um ronco que aparece quando você aperta o botão A/C merecem atenção. Podem ser:

1. rolamento da polia do compressor desgastado;
2. embreagem do compressor patinando;
3. ventilador interno com sujeira ou folha presa;
4. compressor trabalhando com pouco óleo.

Barulho no compressor é o sinal mais urgente desta lista. Rodar assim pode travar a peça e espalhar limalha por todo o circuito, o que encarece muito o conserto.

## 4. Água pingando dentro do carro

É normal o ar-condicionado pingar água **embaixo** do carro: é a umidade que sai pelo dreno. Quando a água aparece no tapete do passageiro, o dreno está entupido. Além de molhar o assoalho, a umidade acumulada piora o mofo e pode atingir módulos eletrônicos que ficam sob o painel.

## 5. O ar funciona só em algumas velocidades

Se o ventilador interno só funciona na velocidade máxima, o problema costuma ser o resistor ou o módulo de controle da ventilação. É um defeito elétrico simples, mas que não se resolve sozinho e tende a piorar.

## O que fazer ao notar um desses sinais

Evite a tentação da "recarga rápida" com lata de gás comprada na internet. Sem medir as pressões e sem localizar o vazamento, você pode colocar gás demais, contaminar o sistema com o gás errado ou apenas adiar o problema por algumas semanas.

**Dica da FrioCar: faça uma revisão do ar-condicionado uma vez por ano, de preferência entre setembro e outubro, antes do calor forte chegar. Assim você foge da fila do verão e descobre pequenos vazamentos antes que eles danifiquem o compressor.**

Percebeu algum desses sinais no seu carro? [Agende uma avaliação](/contato) com a nossa equipe. Fazemos o diagnóstico com manifold digital e scanner, e você só autoriza o serviço depois de ver o orçamento.
`;

const GAS_BODY = `Quando o assunto é recarga de ar-condicionado, muita gente não sabe que existem dois tipos de gás refrigerante em uso nos carros vendidos no Brasil. Usar o gás errado não é só uma questão de eficiência: pode danificar componentes e até ser perigoso. Entenda as diferenças.

## O R-134a, o veterano

O R-134a foi o padrão da indústria automotiva desde meados dos anos 1990, quando substituiu o antigo R-12, que agredia a camada de ozônio. Ele ainda está presente na grande maioria dos carros que rodam pela Baixada Fluminense. Suas principais características:

- não agride a camada de ozônio;
- tem alto potencial de aquecimento global (GWP em torno de 1.430);
- é mais barato e fácil de encontrar;
- funciona com óleo PAG específico para o compressor.

## O R-1234yf, o substituto

O R-1234yf foi desenvolvido para reduzir o impacto no aquecimento global. Seu GWP é menor que 1, ou seja, mais de mil vezes menor que o do R-134a. Ele já é obrigatório na Europa e vem sendo adotado por várias montadoras em modelos fabricados no Brasil a partir de 2018, principalmente em carros de projeto mais recente e em importados.

Algumas diferenças práticas:

- o gás é bem mais caro, o que encarece a recarga;
- as conexões de serviço têm outro formato, justamente para evitar misturas;
- é levemente inflamável, por isso exige equipamento e procedimentos próprios;
- o sistema é projetado para ele, com componentes e óleo compatíveis.

## Como saber qual gás o meu carro usa?

Há três jeitos simples de descobrir:

1. **Etiqueta no cofre do motor:** quase todos os carros têm uma etiqueta perto da travessa do capô indicando o tipo de gás e a quantidade em gramas.
2. **Manual do proprietário:** a seção de especificações técnicas traz essa informação.
3. **Conexões de serviço:** um técnico identifica na hora pelo formato das válvulas.

## Posso trocar um gás pelo outro?

Não é recomendado. Colocar R-134a em um sistema projetado para R-1234yf, ou o contrário, altera as pressões de trabalho, pode comprometer a lubrificação do compressor e deixa o carro em desacordo com a especificação de fábrica. Misturar os dois gases é ainda pior: a mistura não pode ser reciclada e precisa ser descartada como resíduo.

**Dica da FrioCar: desconfie de ofertas de recarga muito baratas para carros com R-1234yf. Pergunte qual gás será usado e peça para ver a balança durante a carga. Uma oficina séria informa o tipo e a quantidade exata na ordem de serviço.**

## Como trabalhamos

Na FrioCar temos estações de recolhimento e recarga separadas para cada tipo de gás, o que evita qualquer contaminação. O gás retirado do seu carro é filtrado e reaproveitado quando possível, sem ser liberado na atmosfera. Veja todos os detalhes na nossa página de [serviços](/servicos) ou chame a gente para tirar dúvidas sobre o seu modelo.
`;

const HIGIENIZACAO_BODY = `Você troca o óleo do motor no prazo, calibra os pneus e lava o carro com frequência. Mas e o ar que você respira lá dentro? O sistema de ar-condicionado acumula sujeira e micro-organismos que vão direto para o seu nariz. Por isso recomendamos a higienização a cada 6 meses.

## O que acontece dentro do ar-condicionado

Para resfriar o ar, o evaporador fica muito frio e condensa a umidade do ambiente. Essa água escorre pelo dreno, mas a peça continua úmida por horas, escondida dentro do painel, sem luz e com a poeira que o filtro não conseguiu segurar. É o ambiente perfeito para:

- fungos e mofo;
- bactérias;
- ácaros;
- acúmulo de fuligem e pólen.

No calor e na umidade do Rio de Janeiro, esse processo é ainda mais rápido do que em regiões secas.

## Sinais de que a higienização está atrasada

- cheiro de mofo, de "chulé" ou de pano molhado ao ligar o ar;
- espirros, coceira nos olhos ou nariz entupido durante a viagem;
- vidros embaçando com mais facilidade;
- fluxo de ar mais fraco, mesmo na velocidade máxima.

## Como é feita a higienização na FrioCar

O serviço leva cerca de 1 hora e segue estas etapas:

1. inspeção e troca do filtro de cabine, se necessário;
2. aplicação de espuma bactericida diretamente na caixa evaporadora;
3. oxi-sanitização: um gerador de ozônio circula o gás pelos dutos com o carro fechado, eliminando micro-organismos e odores;
4. limpeza e teste do dreno para garantir que a água sai do carro;
5. medição da temperatura de saída para conferir o funcionamento do sistema.

O ozônio se decompõe em oxigênio em poucos minutos, e o carro é ventilado antes da entrega. Não fica cheiro de produto químico.

## Por que 6 meses?

É o intervalo em que, na prática, vemos a contaminação voltar a um nível perceptível em carros de uso diário. Para quem roda muito em estrada de terra, trabalha com aplicativo ou tem pessoas alérgicas na família, o ideal pode ser a cada 4 meses. Uma forma fácil de lembrar: faça uma higienização antes do verão e outra antes do inverno.

**Dica da FrioCar: desligue o botão A/C uns 5 minutos antes de chegar ao destino e deixe só a ventilação ligada. Isso seca o evaporador e reduz bastante a proliferação de fungos entre uma higienização e outra.**

## Higienização não substitui a manutenção

Higienizar cuida da qualidade do ar, mas não resolve falta de gás ou falha no compressor. Se o ar, além de cheirar mal, não está gelando, vale fazer a higienização junto com uma revisão completa do sistema.

Quer respirar um ar mais limpo no carro? Confira os [nossos serviços](/servicos) ou agende pelo WhatsApp. Atendemos no Centro de Duque de Caxias de segunda a sexta, das 8h às 18h, e aos sábados, das 8h às 12h.
`;

/** Published posts dated a few days or weeks before `now`. */
export function demoBlogPosts(now: Date): Array<z.input<typeof blogPostInputSchema>> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

  return [
    {
      slug: '5-sinais-ar-condicionado-precisa-de-manutencao',
      title: '5 sinais de que o ar-condicionado do carro precisa de manutenção',
      excerpt:
        'Ar que não gela, cheiro de mofo, barulhos e água no tapete: aprenda a reconhecer os avisos do sistema antes que um reparo simples vire a troca do compressor.',
      body: SINAIS_BODY,
      cover_image: '/media/blog/5-sinais-ar-condicionado-precisa-de-manutencao-1200.webp',
      published: true,
      published_at: daysAgo(4),
      seo_title: '5 sinais de que o ar-condicionado do carro precisa de manutenção',
      seo_description:
        'Ar que não gela, cheiro de mofo, barulho e água no tapete: veja os sinais de que o ar-condicionado do carro precisa de revisão.',
    },
    {
      slug: 'r-134a-ou-r-1234yf-qual-gas-seu-carro-usa',
      title: 'R-134a ou R-1234yf: qual gás o seu carro usa?',
      excerpt:
        'Os carros no Brasil usam dois tipos de gás refrigerante. Veja as diferenças, como descobrir qual é o do seu carro e por que nunca se deve misturar os dois.',
      body: GAS_BODY,
      cover_image: '/media/blog/r-134a-ou-r-1234yf-qual-gas-seu-carro-usa-1200.webp',
      published: true,
      published_at: daysAgo(16),
      seo_title: 'R-134a ou R-1234yf: qual gás do ar-condicionado o seu carro usa?',
      seo_description:
        'Entenda a diferença entre os gases R-134a e R-1234yf, como identificar o do seu carro e os riscos de misturar os dois na recarga.',
    },
    {
      slug: 'higienizacao-ar-condicionado-a-cada-6-meses',
      title: 'Higienização do ar-condicionado: por que fazer a cada 6 meses',
      excerpt:
        'Fungos, bactérias e ácaros se acumulam no evaporador e vão direto para o seu nariz. Entenda como funciona a higienização com ozônio e com que frequência fazer.',
      body: HIGIENIZACAO_BODY,
      cover_image: '/media/blog/higienizacao-ar-condicionado-a-cada-6-meses-1200.webp',
      published: true,
      published_at: daysAgo(33),
      seo_title: 'Higienização do ar-condicionado do carro: por que fazer a cada 6 meses',
      seo_description:
        'Saiba por que o ar-condicionado do carro acumula fungos e bactérias, como funciona a oxi-sanitização e a frequência ideal de higienização.',
    },
  ];
}
