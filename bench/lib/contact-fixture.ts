import { contactMessages, type Database } from '@oficina/db';

/** How many messages an "old" inbox holds in the benchmarks. */
export const INBOX_ROWS = 10_000;

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elaine', 'Fábio', 'Gisele', 'Hugo', 'Íris'];
const LAST = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Costa', 'Rodrigues', 'Almeida'];
const VEHICLES = ['Fiat Uno 2012', 'Gol G5 2014', 'Onix 2019', 'HB20 2020', 'Corolla 2017', null];
const SERVICES = ['Recarga de gás', 'Higienização', 'Troca de compressor', 'Diagnóstico', null];
const MESSAGES = [
  'O ar do meu carro parou de gelar depois da viagem.',
  'Quero um orçamento para higienização do sistema.',
  'Está saindo um cheiro estranho quando ligo o ar-condicionado.',
  'O compressor faz barulho quando arma. Vocês atendem sábado?',
  'Preciso de recarga de gás e verificação de vazamento.',
];
const STATUSES = ['novo', 'em_andamento', 'respondido', 'arquivado'] as const;

/** Deterministic pseudo-random numbers, so two runs measure the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Fills the inbox with `rows` messages spread over two years, with varied statuses, names and
 * texts (the same rows every time), in batches of 1000.
 */
export async function insertContacts(db: Database, rows: number): Promise<void> {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const now = Date.now();
  const twoYears = 2 * 365 * 24 * 60 * 60 * 1000;
  for (let start = 0; start < rows; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, rows - start) }, (_, i) => {
      const name = `${pick(FIRST)} ${pick(LAST)} ${start + i}`;
      const createdAt = new Date(now - Math.floor(next() * twoYears));
      const hasEmail = next() < 0.7;
      return {
        name,
        email: hasEmail ? `cliente${start + i}@example.com` : null,
        phone: hasEmail && next() < 0.5 ? null : `(21) 9${String(10_000_000 + start + i)}`,
        vehicle: pick(VEHICLES),
        service: pick(SERVICES),
        message: pick(MESSAGES),
        lgpd_consent: true,
        consent_at: createdAt,
        // Most of an old inbox is answered or archived; a few are still new.
        status: next() < 0.1 ? 'novo' : pick(STATUSES),
        created_at: createdAt,
        updated_at: createdAt,
      } as const;
    });
    await db.insert(contactMessages).values(batch);
  }
}
