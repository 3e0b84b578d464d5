/** The admin kit: list pages, sortable cards, tables and edit dialogs built from declarations. */

export { type Column, DataTable } from './data-table';
export {
  bindFields,
  choiceOptions,
  type DeclaredEntity,
  EntityFields,
  entityDefaults,
  type FieldBinder,
  wordsOf,
} from './entity-fields';
export { type EditorProps, EntityDialog, type EntityForm, useEntityForm } from './entity-form';
export { CreateButton, ListPage, type ListTexts } from './list-page';
export {
  type Mutation,
  type Row,
  type RowCommands,
  type RowToggle,
  rowToggle,
} from './row-commands';
export { type CardParts, SortableCards } from './sortable-cards';
export { afterToggle, useRowToggle } from './toasts';
export { useContentList } from './use-content-list';
export { type Editing, useEditing } from './use-editing';
export { type ListView, useListView } from './use-list-view';
