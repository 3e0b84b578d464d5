export const demoTestimonials: Array<{
  name: string;
  content?: string;
  text?: string;
  rating: number;
  service: string | null;
}> = [
  {
    name: 'Marcos Silva — Jardim Primavera',
    content:
      'O ar do meu Onix parou de gelar no meio de dezembro. Fizeram o teste com nitrogênio, acharam um furo no condensador e me mostraram antes de trocar. Saí no mesmo dia com o carro gelando e o orçamento bateu com o combinado.',
    rating: 5,
    service: 'Reparo de condensador e evaporador',
  },
  {
    name: 'Juliana Ferreira — Vila São Luís',
    content:
      'Meu filho tem rinite e o carro estava com cheiro de mofo. A higienização com ozônio resolveu de vez, e ainda me explicaram como deixar o ventilador ligado um pouco antes de desligar o carro. Atendimento muito educado.',
    rating: 5,
    service: 'Higienização com oxi-sanitização',
  },
  {
    name: 'Roberto Nascimento — Parque Lafaiete',
    content:
      'Tenho dois caminhões baú com câmara fria para entrega de laticínios. A FrioCar faz a manutenção da frota há três anos e nunca perdi carga por falha de refrigeração. Atendem cedo, antes da rota sair.',
    rating: 5,
    service: 'Refrigeração de utilitários e baús',
  },
  {
    name: 'Patrícia Almeida — Gramacho',
    content:
      'Serviço bem-feito na troca do compressor do meu Corolla, com garantia por escrito. Só demorou um dia a mais porque a peça veio de fora, mas me avisaram pelo WhatsApp e não cobraram nada a mais por isso.',
    rating: 4,
    service: 'Troca de compressor',
  },
  {
    name: 'André Costa — Santa Cruz da Serra',
    content:
      'Fui em outra oficina que queria trocar o compressor. Aqui fizeram o diagnóstico com scanner e era só o relé da embreagem. Paguei uma fração do preço. Ganharam um cliente fiel.',
    rating: 5,
    service: 'Diagnóstico computadorizado',
  },
  {
    name: 'Sandra Oliveira — Xerém',
    text: 'Levo meu carro lá há anos para a recarga de gás e revisão do ar. Pessoal honesto, preço justo e o ar sempre fica gelando como novo.',
    rating: 5,
    service: null,
  },
];
