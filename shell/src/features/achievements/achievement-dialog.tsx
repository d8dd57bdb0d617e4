import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@manifest/ui/dialog';
import { TrophyIcon } from 'lucide-react';
import type { RefObject } from 'react';

import { AchievementDashboard } from './achievement-dashboard';

type TAchievementDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The points button: it opens the dialog without being a Radix trigger, so focus goes back by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The Achievement Dashboard dialog (spec 000 section 2). Loaded on first use. */
const AchievementDialog = ({ isOpen, onOpenChange, returnFocusTo }: TAchievementDialogProps) => (
  <Dialog open={isOpen} onOpenChange={onOpenChange}>
    <DialogContent
      className="max-w-3xl grid-cols-[minmax(0,1fr)] gap-0 p-0 sm:p-0"
      data-testid="achievement-dialog"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
    >
      <DialogHeader className="border-b border-border bg-linear-to-br from-secondary via-card to-accent px-6 pt-6 pb-5 text-left">
        <div className="flex items-center gap-3 pr-6">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-brand to-brand-accent text-brand-foreground shadow-md">
            <TrophyIcon aria-hidden="true" className="size-5" />
          </span>
          <div className="space-y-1">
            <DialogTitle className="text-xl">Achievement Dashboard</DialogTitle>
            <DialogDescription>Your points, badges and latest rewards.</DialogDescription>
          </div>
        </div>
      </DialogHeader>
      <div className="px-6 pt-6 pb-6">
        <AchievementDashboard />
      </div>
    </DialogContent>
  </Dialog>
);

export default AchievementDialog;
