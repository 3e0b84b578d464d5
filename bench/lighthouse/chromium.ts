import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENSURE_CHROMIUM = fileURLToPath(new URL('../../scripts/ensure-chromium.sh', import.meta.url));

/** Same lookup as the browser tests: CHROME_PATH, then Debian's /usr/bin/chromium. */
export function findChromium(): string {
  return execFileSync('bash', [ENSURE_CHROMIUM], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .trim()
    .split('\n')
    .pop()!;
}

/** Headless, and quiet: nothing but the audited page reaches the network. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
