import { ToastAction } from '@manifest/ui/toast';
import type { ReactElement } from 'react';

/** How long the toast after a completion offers Undo: a few seconds to catch a mis-tap. */
export const UNDO_TOAST_DURATION_MS = 8000;

/**
 * The Undo button of the toast after a completion (issue 38): `what` names it for screen
 * readers ('completing Morning gratitude list'). The card keeps its own Undo for the day.
 */
export const undoToastAction = (what: string, onUndo: () => void): ReactElement => (
  <ToastAction altText={`To undo ${what}, use Undo on its card`} onClick={onUndo}>
    Undo
  </ToastAction>
);
