import type { editableContentInputSchema } from '@oficina/core';
import type { z } from 'zod';

type EditableContentSeed = { key: string } & z.input<typeof editableContentInputSchema>;

const PRIVACY = `# Política de Privacidade

Esta política vale para todo o site da FrioCar Climatização Automotiva e para os atendimentos iniciados por ele.

A **FrioCar Climatização Automotiva**, com sede na {endereco}, é a **controladora** dos dados pessoais tratados por meio deste site, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD - Lei nº 13.709/2018). Esta política explica, de forma simples, quais dados coletamos, por que coletamos, com quem compartilhamos e quais são os seus direitos.

## 1. Quais dados coletamos

Coletamos apenas os dados necessários para responder ao seu contato e prestar nossos serviços:

- **Dados informados no formulário de contato:** nome, e-mail, telefone, modelo do veículo, serviço de interesse e a mensagem que você escrever;
- **Registro do consentimento:** a data e a hora em que você marcou a caixa de concordância do formulário;
- **Dados de navegação:** endereço IP, tipo de navegador, páginas visitadas e horário de acesso, registrados automaticamente pelo servidor por motivo de segurança;
- **Preferências do site:** informações guardadas no seu próprio navegador, como o tema claro ou escuro e os avisos que você já fechou.

Não coletamos dados sensíveis, como informações de saúde, religião ou biometria, e não pedimos números de documentos pelo site.

## 2. Para que usamos os dados

- responder às suas mensagens, pedidos de orçamento e agendamentos;
- entrar em contato pelo telefone ou WhatsApp que você informou, quando você pedir;
- manter o histórico do atendimento para cumprir garantias dos serviços prestados;
- proteger o site contra fraudes, abusos e tentativas de acesso indevido;
- cumprir obrigações legais e fiscais, como a emissão de notas fiscais.

Não usamos seus dados para enviar propaganda sem a sua autorização e **não vendemos dados pessoais** a ninguém.

## 3. Bases legais

Tratamos seus dados com base no seu **consentimento** (formulário de contato), na **execução de contrato** ou de procedimentos preliminares a pedido do titular (orçamentos e serviços), no **cumprimento de obrigação legal** (documentos fiscais) e no **legítimo interesse** (segurança do site), sempre dentro dos limites do art. 7º da LGPD.

## 4. Compartilhamento

Os dados podem ser acessados por prestadores que nos ajudam a operar, como o provedor de hospedagem do site e o serviço de e-mail, que só podem usá-los para esse fim. Também poderemos compartilhá-los com autoridades públicas quando houver obrigação legal ou ordem judicial. Se você escolher falar pelo WhatsApp, a conversa também fica sujeita à política de privacidade desse aplicativo.

## 5. Por quanto tempo guardamos

As mensagens do formulário são mantidas por até 2 anos após o último contato, para acompanhamento de orçamentos e garantias. Documentos fiscais são guardados pelo prazo exigido pela legislação tributária. Registros de acesso ao site são guardados por 6 meses, como determina o Marco Civil da Internet (Lei nº 12.965/2014). Depois desses prazos, os dados são apagados ou anonimizados.

## 6. Cookies e armazenamento local

Este site usa apenas recursos **essenciais** para funcionar: o armazenamento local do navegador guarda sua preferência de tema e quais avisos você já fechou, e o painel administrativo usa um cookie de sessão para manter os funcionários conectados. Não usamos cookies de publicidade nem rastreadores de terceiros. Você pode apagar esses dados a qualquer momento nas configurações do seu navegador.

## 7. Segurança

Adotamos medidas técnicas e administrativas para proteger seus dados, como conexão criptografada, senhas armazenadas de forma irreversível, controle de acesso por perfil e bloqueio após tentativas repetidas de login. Nenhum sistema é totalmente invulnerável, mas, em caso de incidente que possa trazer risco relevante, comunicaremos os titulares afetados e a Autoridade Nacional de Proteção de Dados (ANPD).

## 8. Seus direitos

Como titular, você pode pedir a confirmação de que tratamos seus dados, o acesso a eles, a correção de dados incompletos ou desatualizados, a anonimização, o bloqueio ou a eliminação de dados desnecessários, a portabilidade, informações sobre compartilhamento e a revogação do consentimento. Veja como exercer cada direito na página [LGPD](/lgpd).

## 9. Contato

Para qualquer dúvida sobre esta política ou sobre seus dados, escreva para **{email}** ou ligue para {telefone}. Respondemos em até 15 dias.

## 10. Alterações

Podemos atualizar esta política para refletir mudanças na lei ou nos nossos serviços. A versão em vigor estará sempre publicada nesta página.
`;

const TERMS = `# Termos de Uso

Ao navegar por este site, você concorda com os termos abaixo. Se não concordar com alguma condição, pedimos que não utilize o site. Estes termos valem para o site da **FrioCar Climatização Automotiva**, localizada na {endereco}.

## 1. Finalidade do site

Este site apresenta os serviços da FrioCar, publica conteúdos informativos sobre ar-condicionado automotivo e permite que você entre em contato para pedir orçamentos e agendar atendimentos. Nenhum serviço é contratado automaticamente pelo site: a contratação acontece somente depois da avaliação do veículo e da aprovação do orçamento por você.

## 2. Preços, promoções e orçamentos

- Os preços exibidos como "a partir de" são referências e podem variar conforme o modelo do veículo, o tipo de gás e o estado das peças.
- O valor final é sempre informado no orçamento, antes do início do serviço.
- Promoções valem pelo prazo e nas condições informadas em cada oferta, não são cumulativas com outros descontos e podem ser encerradas antes do prazo se o estoque de peças ou de gás acabar, com aviso no site.

## 3. Agendamentos

Os horários pedidos pelo site ou pelo WhatsApp só estão confirmados depois da nossa resposta. Pedimos que avise com pelo menos 2 horas de antecedência caso não possa comparecer, para liberarmos o horário para outro cliente.

## 4. Garantia

Os serviços têm garantia de 90 dias, contada da entrega do veículo, conforme o Código de Defesa do Consumidor. Peças seguem a garantia do fabricante. A garantia não cobre danos causados por acidentes, intervenções de terceiros ou uso inadequado do sistema.

## 5. Conteúdo do site

Os textos, imagens e marcas deste site pertencem à FrioCar ou são usados com autorização. Você pode compartilhar links para as nossas páginas, mas não pode copiar o conteúdo para fins comerciais sem autorização por escrito. Os artigos do blog têm caráter informativo e não substituem a avaliação de um técnico no seu veículo.

## 6. Uso adequado

Ao usar o formulário de contato, você se compromete a informar dados verdadeiros e a não enviar conteúdo ofensivo, ilegal ou propaganda não solicitada. Podemos bloquear envios automatizados ou abusivos.

## 7. Links externos

O site pode ter links para redes sociais e outros serviços, como o WhatsApp. Não nos responsabilizamos pelo conteúdo nem pelas políticas desses sites.

## 8. Privacidade

O tratamento dos seus dados pessoais segue a nossa [Política de Privacidade](/politica-privacidade) e a Lei Geral de Proteção de Dados.

## 9. Alterações e foro

Estes termos podem ser atualizados a qualquer momento, e a versão em vigor fica publicada nesta página. Fica eleito o foro da Comarca de Duque de Caxias - RJ para resolver qualquer questão relacionada a estes termos, ressalvado o direito do consumidor de optar pelo foro do seu domicílio.
`;

const LGPD = `# Seus direitos pela LGPD

A Lei Geral de Proteção de Dados Pessoais (**Lei nº 13.709/2018**) garante que você tenha controle sobre as informações que as empresas guardam a seu respeito. Na FrioCar Climatização Automotiva levamos isso a sério: abaixo explicamos, sem juridiquês, quais são os seus direitos e como exercê-los.

## Quem cuida dos seus dados

- **Controladora:** FrioCar Climatização Automotiva, {endereco}.
- **Encarregada pelo tratamento de dados (DPO):** Ana Paula Menezes.
- **Canal do encarregado:** {email} ou {telefone} ({horario}).

## Quais são os seus direitos (art. 18 da LGPD)

1. **Confirmação e acesso:** saber se tratamos dados seus e receber uma cópia deles.
2. **Correção:** pedir que dados incompletos, inexatos ou desatualizados sejam corrigidos, como um telefone que mudou.
3. **Anonimização, bloqueio ou eliminação:** de dados desnecessários, excessivos ou tratados em desacordo com a lei.
4. **Portabilidade:** receber seus dados em formato estruturado para levá-los a outro fornecedor.
5. **Eliminação dos dados tratados com consentimento:** por exemplo, apagar as mensagens que você enviou pelo formulário, respeitadas as obrigações legais de guarda.
6. **Informação sobre compartilhamento:** saber com quais empresas ou órgãos públicos seus dados foram compartilhados.
7. **Informação sobre o consentimento:** saber que você pode não consentir e quais as consequências disso.
8. **Revogação do consentimento:** retirar a autorização que você deu, a qualquer momento e de forma gratuita.
9. **Oposição:** se opor a um tratamento feito sem consentimento, caso ele descumpra a lei.
10. **Revisão de decisões automatizadas:** não tomamos decisões sobre você de forma automatizada, mas você tem esse direito garantido.

## Como fazer um pedido

Envie um e-mail para **{email}** com o assunto "Direitos LGPD", informando:

- seu nome completo;
- o e-mail ou telefone que você usou para falar conosco;
- qual direito você quer exercer e, se possível, o período do contato.

Para proteger você, podemos pedir uma confirmação de identidade antes de entregar ou apagar qualquer informação, normalmente respondendo a partir do mesmo e-mail ou telefone cadastrado. Nunca pediremos senhas.

## Prazos

A confirmação da existência de dados e o acesso em formato simplificado são atendidos imediatamente ou em até 15 dias. Pedidos de correção, eliminação e portabilidade são atendidos no menor prazo possível, e informamos se houver algum motivo legal que impeça o atendimento, como a guarda obrigatória de notas fiscais. O exercício dos direitos é **gratuito**.

## Consentimento no formulário de contato

O formulário do site só é enviado quando você marca a caixa de concordância. Guardamos a data e a hora desse consentimento. Se quiser revogá-lo, basta escrever para o canal acima: apagaremos sua mensagem e deixaremos de entrar em contato, exceto quando houver um serviço em andamento ou em garantia.

## Se não ficar satisfeito

Se você entender que seu pedido não foi atendido de forma adequada, pode apresentar uma reclamação à **Autoridade Nacional de Proteção de Dados (ANPD)** ou aos órgãos de defesa do consumidor, como o Procon. Antes disso, fale com a gente: queremos resolver.

Leia também a nossa [Política de Privacidade](/politica-privacidade).
`;

export const demoEditableContent: EditableContentSeed[] = [
  {
    key: 'home.hero.title',
    section: 'home',
    type: 'text',
    value: 'Ar-condicionado do carro gelando de novo, com garantia',
    description: 'Título principal da página inicial',
  },
  {
    key: 'home.hero.subtitle',
    section: 'home',
    type: 'text',
    value:
      'Recarga de gás, higienização, compressores e refrigeração de baús em Duque de Caxias. Diagnóstico honesto e orçamento antes de qualquer serviço.',
    description: 'Texto abaixo do título principal',
  },
  {
    key: 'home.hero.cta_primary',
    section: 'home',
    type: 'text',
    value: 'Agendar avaliação',
    description: 'Botão principal do destaque',
  },
  {
    key: 'home.hero.cta_secondary',
    section: 'home',
    type: 'text',
    value: 'Ver serviços',
    description: 'Botão secundário do destaque',
  },
  {
    key: 'home.services.title',
    section: 'home',
    type: 'text',
    value: 'Nossos serviços',
    description: 'Título da seção de serviços',
  },
  {
    key: 'home.services.subtitle',
    section: 'home',
    type: 'text',
    value:
      'Do carro popular ao caminhão baú: cuidamos de todo o sistema de climatização do seu veículo.',
    description: 'Subtítulo da seção de serviços',
  },
  {
    key: 'home.why_us.title',
    section: 'home',
    type: 'text',
    value: 'Por que escolher a FrioCar',
    description: 'Título da seção de diferenciais',
  },
  {
    key: 'home.why_us.items',
    section: 'home',
    type: 'markdown',
    value: `- **Diagnóstico antes do orçamento:** medimos pressões e temperatura e mostramos o defeito para você.
- **Técnicos certificados** em refrigeração e no manuseio de gases R-134a e R-1234yf.
- **Garantia de 90 dias** em todos os serviços, com nota fiscal.
- **Gás reciclado com responsabilidade:** nenhum refrigerante é liberado na atmosfera.
- **Pagamento facilitado:** Pix, débito ou cartão de crédito em até 6x sem juros.`,
    description: 'Lista de diferenciais (Markdown)',
  },
  {
    key: 'home.testimonials.title',
    section: 'home',
    type: 'text',
    value: 'O que nossos clientes dizem',
    description: 'Título da seção de depoimentos',
  },
  {
    key: 'home.faq.title',
    section: 'home',
    type: 'text',
    value: 'Dúvidas frequentes',
    description: 'Título da seção de perguntas frequentes',
  },
  {
    key: 'home.cta.title',
    section: 'home',
    type: 'text',
    value: 'Seu ar-condicionado não está gelando?',
    description: 'Título da chamada final da página inicial',
  },
  {
    key: 'home.cta.text',
    section: 'home',
    type: 'text',
    value:
      'Fale com a nossa equipe pelo WhatsApp ou agende uma avaliação. Horário de atendimento: {horario}.',
    description: 'Texto da chamada final da página inicial',
  },
  {
    key: 'contato.intro',
    section: 'contato',
    type: 'text',
    value:
      'Conte o que está acontecendo com o ar-condicionado do seu veículo e informe o modelo. Respondemos no mesmo dia útil, por e-mail ou telefone, com uma estimativa e os horários disponíveis.',
    description: 'Texto de abertura da página de contato',
  },
  {
    key: 'contato.lgpd_consent',
    section: 'contato',
    type: 'text',
    value:
      'Concordo que a FrioCar use os dados informados para responder ao meu contato, conforme a Política de Privacidade.',
    description: 'Texto da caixa de consentimento do formulário',
  },
  {
    key: 'contato.success',
    section: 'contato',
    type: 'text',
    value: 'Mensagem enviada! Nossa equipe vai responder em breve, normalmente no mesmo dia útil.',
    description: 'Mensagem exibida após o envio do formulário',
  },
  {
    key: 'servicos.intro',
    section: 'geral',
    type: 'text',
    value:
      'Todos os serviços começam com uma avaliação do sistema. Você recebe o orçamento detalhado e só autoriza o que for realmente necessário.',
    description: 'Texto de abertura da página de serviços',
  },
  {
    key: 'portfolio.intro',
    section: 'geral',
    type: 'text',
    value:
      'Alguns dos trabalhos realizados na nossa oficina, de carros de passeio a caminhões com baú refrigerado.',
    description: 'Texto de abertura da página de trabalhos realizados',
  },
  {
    key: 'blog.intro',
    section: 'geral',
    type: 'text',
    value:
      'Dicas práticas para cuidar do ar-condicionado do seu carro, entender os sinais de defeito e economizar na manutenção.',
    description: 'Texto de abertura do blog',
  },
  {
    key: 'faq.intro',
    section: 'geral',
    type: 'text',
    value:
      'Reunimos as perguntas que mais ouvimos no balcão. Se a sua dúvida não estiver aqui, chame a gente no WhatsApp.',
    description: 'Texto de abertura da página de perguntas frequentes',
  },
  {
    key: 'legal.privacy',
    section: 'legal',
    type: 'markdown',
    value: PRIVACY,
    description: 'Política de Privacidade (Markdown)',
  },
  {
    key: 'legal.terms',
    section: 'legal',
    type: 'markdown',
    value: TERMS,
    description: 'Termos de Uso (Markdown)',
  },
  {
    key: 'legal.lgpd',
    section: 'legal',
    type: 'markdown',
    value: LGPD,
    description: 'Direitos do titular pela LGPD (Markdown)',
  },
  {
    key: 'footer.credit',
    section: 'geral',
    type: 'text',
    value: 'FrioCar Climatização Automotiva · Duque de Caxias - RJ · Todos os direitos reservados',
    description: 'Linha de créditos do rodapé',
  },
];
