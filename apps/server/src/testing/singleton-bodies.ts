/** A body setting every field of the About page: what the about and partial-update tests send. */
export const FULL_ABOUT = {
  title: 'Sobre a FrioCar',
  subtitle: 'Ar-condicionado automotivo desde 2009',
  body: 'A oficina começou num **pequeno galpão**.',
  mission: 'Deixar todo carro gelando.',
  vision: 'Ser referência na Baixada.',
  values: ['Honestidade', 'Garantia'],
  founded_year: 2009,
  highlights: [{ label: 'Carros atendidos', value: '15 mil' }],
  team: [{ name: 'Carlos Menezes', role: 'Fundador' }],
  image: '/media/sobre.svg',
};

/** A body setting every written field of the company's data. */
export const FULL_COMPANY = {
  name: 'FrioCar Climatização Automotiva',
  phone: '(21) 2671-4455',
  whatsapp: '(21) 99876-5432',
  email: 'contato@friocarclimatizacao.com.br',
  address: 'Rua José de Alvarenga, 1234 - Centro, Duque de Caxias - RJ',
  working_hours: 'Seg a Sex: 8h às 18h | Sáb: 8h às 12h',
  about_text: 'Oficina familiar desde 2009.',
  description: 'Ar-condicionado automotivo em Duque de Caxias.',
  logo: '/media/logo.svg',
  favicon: '/media/favicon.svg',
  website: 'https://www.friocarclimatizacao.com.br',
};
