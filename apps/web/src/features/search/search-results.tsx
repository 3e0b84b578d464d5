import type { SearchEntry, SearchGroup } from '@oficina/core';
import { ChevronRight } from 'lucide-react';
import { KeepTogether } from '../../components/keep-together';

interface SearchResultsProps {
  id: string;
  groups: SearchGroup[];
  active: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onOpen: (entry: SearchEntry) => void;
}

/** Grouped listbox; the field keeps focus and points at the active option. */
export function SearchResults({
  id,
  groups,
  active,
  optionId,
  onActivate,
  onOpen,
}: SearchResultsProps) {
  let index = -1;
  return (
    <div role="listbox" id={id} aria-label="Resultados da busca" className="search-results">
      {groups.map((group) => {
        const labelId = `${id}-${group.category}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: ARIA listbox groups cannot be fieldsets
          <div
            role="group"
            aria-labelledby={labelId}
            key={group.category}
            className="search-results__group"
          >
            <div role="presentation" id={labelId} className="search-results__label">
              {group.label}
            </div>
            {group.items.map((entry) => {
              index += 1;
              const position = index;
              return (
                // The listbox pattern: options are not tab stops; the input drives them by keyboard.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the combobox input
                <div
                  role="option"
                  id={optionId(position)}
                  key={entry.id}
                  aria-selected={position === active}
                  tabIndex={-1}
                  className="search-results__option"
                  onMouseMove={() => onActivate(position)}
                  onClick={() => onOpen(entry)}
                >
                  <span className="search-results__text">
                    <span className="search-results__title">
                      <KeepTogether>{entry.title}</KeepTogether>
                    </span>
                    {entry.description && (
                      <span className="search-results__description">{entry.description}</span>
                    )}
                  </span>
                  <ChevronRight aria-hidden="true" size={18} />
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
