import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupError, type BackupHeader } from './format';

export type BackupEvent =
  | { type: 'table'; name: string }
  | { type: 'row'; row: Record<string, unknown>; size: number }
  | { type: 'end-table' };

const HEADER_START = '{"header":';
const HEADER_END = ',"tables":[';
const TABLE_LINE = /^,?\{"table":("(?:[^"\\]|\\.)*"),"rows":\[$/;

const notOurs = () =>
  new BackupError('O arquivo não é um backup deste sistema (ou está incompleto/corrompido).');

function parseHeader(line: string | undefined): BackupHeader {
  if (!line?.startsWith(HEADER_START) || !line.endsWith(HEADER_END)) throw notOurs();
  let header: BackupHeader;
  try {
    header = JSON.parse(line.slice(HEADER_START.length, -HEADER_END.length));
  } catch {
    throw notOurs();
  }
  if (header?.format !== BACKUP_FORMAT) throw notOurs();
  if (header.version !== BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `Versão de formato de backup ${JSON.stringify(header.version)} desconhecida ` +
        `(esta versão do sistema lê a versão ${BACKUP_FORMAT_VERSION}).`,
    );
  return header;
}

export interface BackupReader {
  header: BackupHeader;
  /** Tables and their rows in file order; throws if the file ends early or is malformed. */
  events(): AsyncGenerator<BackupEvent>;
  close(): void;
}

/** Reads a backup written by `writeBackup` (gzip'd or not) a line at a time. */
export async function openBackupReader(input: Readable, gzipped = true): Promise<BackupReader> {
  const source = gzipped ? input.pipe(createGunzip()) : input;
  // pipe() does not pass on a read error (a missing file): fail the gunzip, and so the lines.
  if (source !== input) input.once('error', (error) => source.destroy(error));
  const lines = createInterface({ input: source, crlfDelay: Number.POSITIVE_INFINITY })[
    Symbol.asyncIterator
  ]();
  const next = async () => {
    try {
      const result = await lines.next();
      return result.done ? undefined : result.value;
    } catch {
      // Not gzip, or cut short.
      throw notOurs();
    }
  };
  const header = parseHeader(await next());

  async function* events(): AsyncGenerator<BackupEvent> {
    let inTable = false;
    while (true) {
      const line = await next();
      if (line === undefined) throw notOurs();
      if (!inTable) {
        if (line === ']}') return;
        const match = TABLE_LINE.exec(line);
        if (!match) throw notOurs();
        inTable = true;
        yield { type: 'table', name: JSON.parse(match[1]!) };
      } else if (line === ']}') {
        inTable = false;
        yield { type: 'end-table' };
      } else {
        let row: Record<string, unknown>;
        try {
          row = JSON.parse(line.startsWith(',') ? line.slice(1) : line);
        } catch {
          throw notOurs();
        }
        yield { type: 'row', row, size: line.length };
      }
    }
  }

  return {
    header,
    events,
    close: () => {
      input.destroy();
      source.destroy();
    },
  };
}

export const openBackupFile = (path: string) =>
  openBackupReader(createReadStream(path), !path.endsWith('.json'));
