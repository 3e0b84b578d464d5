import type { FormEventHandler, ReactNode } from 'react';
import { EditorDialog } from '../../components/editor-dialog';
import { PreviewJump } from './preview-frame';

/**
 * The banner and popup editors: a wide dialog with the form beside the site's own drawing of
 * it ("Pré-visualização"), and on phones a button that jumps down to that preview.
 */
export function PreviewEditorDialog({
  title,
  formId,
  previewId,
  dirty,
  saving,
  onClose,
  onSubmit,
  preview,
  children,
}: {
  title: string;
  formId: string;
  /** The id of the preview's frame, for the jump button. */
  previewId: string;
  dirty: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  preview: ReactNode;
  children: ReactNode;
}) {
  return (
    <EditorDialog
      open
      wide
      title={title}
      formId={formId}
      dirty={dirty}
      saving={saving}
      onClose={onClose}
    >
      <div className="admin-split">
        <form id={formId} className="admin-form" onSubmit={onSubmit} noValidate>
          <PreviewJump targetId={previewId} />
          {children}
        </form>
        {preview}
      </div>
    </EditorDialog>
  );
}
