import { PopupView, presentationFor } from '@site/features/popups';
import { useState } from 'react';
import { describeSeconds } from './durations';
import {
  describeButtonAction,
  POPUP_TYPE_HINTS,
  type PopupFormValues,
  previewPopup,
} from './popup-form';
import { PreviewClosed, PreviewFrame } from './preview-frame';
import { describeTargetPages } from './target-pages';

function wherePages(targetPages: string | undefined): string {
  const pages = describeTargetPages(targetPages);
  if (pages === 'Todas as páginas') return 'em todas as páginas';
  if (pages === 'Nenhuma página') return 'em nenhuma página (escolha ao menos uma)';
  return `nas páginas: ${pages}`;
}

/** The site's own popup drawn from the form, with where, when and what its button does. */
export function PopupPreview({ values }: { values: Partial<PopupFormValues> }) {
  const popup = previewPopup(values);
  const presentation = presentationFor(popup.type);
  const [closed, setClosed] = useState(false);
  const [round, setRound] = useState(0);
  return (
    <PreviewFrame
      id="popup-preview"
      page
      notes={
        <ul className="mkt-admin-facts">
          <li>
            <strong>Onde:</strong> {POPUP_TYPE_HINTS[popup.type]}, {wherePages(values.target_pages)}
            .
          </li>
          <li>
            <strong>Quando:</strong>{' '}
            {popup.show_delay > 0
              ? `${describeSeconds(popup.show_delay)} depois de abrir a página`
              : 'assim que a página abre'}
            ; fechado pelo visitante, não aparece de novo para ele.
          </li>
          <li>
            <strong>Botão:</strong>{' '}
            {popup.button_text ? describeButtonAction(popup.button_action) : 'sem botão'}.
          </li>
          {values.active === false ? (
            <li>
              <strong>Inativo:</strong> não aparece no site enquanto estiver desligado.
            </li>
          ) : null}
        </ul>
      }
    >
      {closed ? (
        <PreviewClosed
          onShow={() => {
            setClosed(false);
            setRound(round + 1);
          }}
        >
          Popup fechado.
        </PreviewClosed>
      ) : (
        <PopupView
          key={`${presentation}-${round}`}
          preview
          popup={popup}
          presentation={presentation}
          onClose={() => setClosed(true)}
        />
      )}
    </PreviewFrame>
  );
}
