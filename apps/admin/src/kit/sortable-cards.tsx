import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { SortableList } from '../components/sortable-list';
import {
  CardSwitch,
  type Mutation,
  type Row,
  RowCommandButtons,
  type RowCommands,
  type RowToggle,
} from './row-commands';
import '../features/content/content.css';

/** What a card shows: an optional picture or icon, the title, a badge and a line under it. */
export interface CardParts {
  /** An image address (empty: a placeholder) or any node, e.g. an icon. */
  media?: string | ReactNode;
  title: ReactNode;
  /** A short word after the title, e.g. "Oculta"; nothing when falsy. */
  badge?: string | false | null;
  meta?: ReactNode;
}

export interface SortableCardsProps<T extends Row> {
  /** The list's accessible name ("Perguntas frequentes, na ordem do site"). */
  label: string;
  /** The line above the list that explains how to reorder. */
  hint: string;
  rows: T[];
  card: (row: T) => CardParts;
  commands: RowCommands<T>;
  toggle?: RowToggle<T>;
  reorder: Mutation<{ ids: number[] }>;
  /** A search or filter hides rows: the order waits until the whole list shows. */
  locked?: boolean;
}

/** A list the owner puts in order (drag, keyboard or arrow buttons), one card per row. */
export function SortableCards<T extends Row>(props: SortableCardsProps<T>) {
  const { commands, toggle } = props;
  return (
    <>
      <p className="content-reorder-hint">
        {props.locked ? 'Limpe a busca e o filtro para mudar a ordem.' : props.hint}
      </p>
      <div className="content-sortable">
        <SortableList
          label={props.label}
          items={props.rows}
          getId={(row) => row.id}
          getLabel={commands.name}
          disabled={props.locked || props.reorder.isPending}
          onReorder={(ids) => props.reorder.mutate({ ids })}
          renderItem={(row) => (
            <div className="content-item">
              <CardBody parts={props.card(row)} />
              <div className="content-item__actions">
                {toggle ? <CardSwitch row={row} name={commands.name(row)} toggle={toggle} /> : null}
                <RowCommandButtons row={row} commands={commands} />
              </div>
            </div>
          )}
        />
      </div>
    </>
  );
}

function CardBody({ parts }: { parts: CardParts }) {
  return (
    <div className="content-item__main">
      <CardMedia media={parts.media} />
      <div className="content-item__text">
        <p className="content-item__title">
          {parts.title}
          {parts.badge ? (
            <>
              {' '}
              <span className="admin-badge admin-badge--off">{parts.badge}</span>
            </>
          ) : null}
        </p>
        {parts.meta ? <p className="content-item__meta">{parts.meta}</p> : null}
      </div>
    </div>
  );
}

function CardMedia({ media }: { media: CardParts['media'] }) {
  if (media === undefined) return null;
  if (typeof media !== 'string') return <>{media}</>;
  return media ? (
    <img className="admin-thumb" src={media} alt="" width="64" height="48" loading="lazy" />
  ) : (
    <span className="admin-thumb content-thumb-empty" aria-hidden="true">
      <ImageOff size={20} />
    </span>
  );
}
