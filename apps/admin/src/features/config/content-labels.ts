import type { EditableContent } from '@oficina/core';

/** Sections in the order of the site's pages; unknown sections follow, alphabetically. */
const SECTION_LABELS: Record<string, string> = {
  home: 'Página inicial',
  geral: 'Geral (várias páginas)',
  contato: 'Contato',
  legal: 'Textos legais',
};

/** Words used in the keys, in Portuguese ("home.hero.cta_primary" → "Página inicial › Destaque › Botão principal"). */
const WORDS: Record<string, string> = {
  home: 'Página inicial',
  hero: 'Destaque',
  title: 'Título',
  subtitle: 'Subtítulo',
  text: 'Texto',
  intro: 'Introdução',
  items: 'Itens',
  cta: 'Chamada final',
  cta_primary: 'Botão principal',
  cta_secondary: 'Botão secundário',
  services: 'Serviços',
  servicos: 'Serviços',
  why_us: 'Diferenciais',
  testimonials: 'Depoimentos',
  faq: 'Perguntas frequentes',
  contato: 'Contato',
  lgpd_consent: 'Consentimento (LGPD)',
  success: 'Mensagem de sucesso',
  portfolio: 'Portfólio',
  blog: 'Blog',
  legal: 'Textos legais',
  privacy: 'Política de privacidade',
  terms: 'Termos de uso',
  lgpd: 'LGPD',
  footer: 'Rodapé',
  credit: 'Créditos',
  geral: 'Geral',
  about: 'Sobre',
  sobre: 'Sobre',
};

/** Where each key shows on the public site (for a "Ver no site" link). */
const PUBLIC_PATHS: [prefix: string, path: string][] = [
  ['legal.privacy', '/politica-privacidade'],
  ['legal.terms', '/termos-de-uso'],
  ['legal.lgpd', '/lgpd'],
  ['home.', '/'],
  ['contato.', '/contato'],
  ['servicos.', '/servicos'],
  ['portfolio.', '/portfolio'],
  ['blog.', '/blog'],
  ['faq.', '/faq'],
  ['sobre.', '/sobre'],
  ['about.', '/sobre'],
  ['footer.', '/'],
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function humanizeWord(word: string): string {
  return WORDS[word] ?? capitalize(word.replace(/[_-]+/g, ' ').trim());
}

export function sectionLabel(section: string): string {
  return SECTION_LABELS[section] ?? humanizeWord(section);
}

/** "home.hero.cta_primary" → "Página inicial › Destaque › Botão principal". */
export function humanizeKey(key: string): string {
  return key.split('.').filter(Boolean).map(humanizeWord).join(' › ');
}

/** The item's name for the owner: its description when there is one, else the readable key. */
export function contentLabel(item: Pick<EditableContent, 'key' | 'description'>): string {
  return item.description?.trim() || humanizeKey(item.key);
}

export function publicPathFor(key: string): string | undefined {
  return PUBLIC_PATHS.find(([prefix]) => key === prefix || key.startsWith(prefix))?.[1];
}

/** Parts of a page in reading order, then the parts of a block. */
const PART_ORDER = ['hero', 'intro', 'services', 'why_us', 'testimonials', 'faq', 'cta'];
const FIELD_ORDER = ['title', 'subtitle', 'text', 'items', 'cta_primary', 'cta_secondary'];

function rankIn(list: string[], word: string | undefined): number {
  const index = word === undefined ? -1 : list.indexOf(word);
  return index === -1 ? list.length : index;
}

/** Keys in the order their texts appear on the page, then alphabetically. */
export function compareKeys(
  a: Pick<EditableContent, 'key'>,
  b: Pick<EditableContent, 'key'>,
): number {
  const [, partA, fieldA] = a.key.split('.');
  const [, partB, fieldB] = b.key.split('.');
  return (
    rankIn(PART_ORDER, partA) - rankIn(PART_ORDER, partB) ||
    rankIn(FIELD_ORDER, fieldA) - rankIn(FIELD_ORDER, fieldB) ||
    a.key.localeCompare(b.key)
  );
}

export interface ContentGroup {
  section: string;
  label: string;
  items: EditableContent[];
}

/** Items grouped by section: known sections first in site order, then the others by name. */
export function groupContent(items: readonly EditableContent[]): ContentGroup[] {
  const order = Object.keys(SECTION_LABELS);
  const bySection = new Map<string, EditableContent[]>();
  for (const item of items) {
    const list = bySection.get(item.section) ?? [];
    list.push(item);
    bySection.set(item.section, list);
  }
  const rank = (section: string) => {
    const index = order.indexOf(section);
    return index === -1 ? order.length : index;
  };
  return [...bySection.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((section) => ({
      section,
      label: sectionLabel(section),
      items: (bySection.get(section) ?? []).sort(compareKeys),
    }));
}

/** Sections offered when creating a text (the known ones plus any already used). */
export function sectionOptions(items: readonly EditableContent[]) {
  const sections = new Set([...Object.keys(SECTION_LABELS), ...items.map((item) => item.section)]);
  return [...sections].map((value) => ({ value, label: sectionLabel(value) }));
}

/** A short, plain excerpt of a text for the list (Markdown marks removed). */
export function contentExcerpt(value: string): string {
  const plain = value
    .replace(/^#+\s*/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*[-+]\s+/gm, '• ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 180 ? `${plain.slice(0, 180)}…` : plain;
}

/** Whether a text's name, key or words contain what the owner typed in the search box. */
export function contentMatches(item: EditableContent, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('pt-BR');
  if (!needle) return true;
  return [contentLabel(item), item.key, humanizeKey(item.key), item.value].some((text) =>
    text.toLocaleLowerCase('pt-BR').includes(needle),
  );
}
