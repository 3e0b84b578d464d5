import type { SocialLink } from '@oficina/core';
import { Globe } from 'lucide-react';
import type { ReactNode } from 'react';

/*
 * lucide 1.x ships no brand marks, so the five brand glyphs are drawn here on lucide's grid
 * (24×24, 2px stroke) to sit beside the other icons. "website" and unknown platforms use the globe.
 */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const GLYPHS: Record<string, () => ReactNode> = {
  facebook: () => (
    <Glyph>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </Glyph>
  ),
  instagram: () => (
    <Glyph>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </Glyph>
  ),
  twitter: () => (
    <Glyph>
      <path d="M4 4l11.7 16H20L8.3 4z" />
      <path d="M4 20l6.8-6.8M13.2 10.8 20 4" />
    </Glyph>
  ),
  youtube: () => (
    <Glyph>
      <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </Glyph>
  ),
  linkedin: () => (
    <Glyph>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </Glyph>
  ),
};

const PLATFORM_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  website: 'Site',
};

export function SocialIcon({ platform }: { platform: string }) {
  const glyph = GLYPHS[platform.toLowerCase()];
  return glyph ? glyph() : <Globe aria-hidden="true" size={20} />;
}

/** Active links only, already sorted by display_order (useSocialLinks does both). */
export function SocialLinks({ links, companyName }: { links: SocialLink[]; companyName: string }) {
  if (links.length === 0) return null;
  return (
    <ul className="social-links list-reset">
      {links.map((link) => {
        const label = link.name || PLATFORM_NAMES[link.platform.toLowerCase()] || link.platform;
        return (
          <li key={link.id}>
            <a
              className="social-links__link"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} da ${companyName} (abre em nova aba)`}
              title={label}
            >
              <SocialIcon platform={link.platform} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
