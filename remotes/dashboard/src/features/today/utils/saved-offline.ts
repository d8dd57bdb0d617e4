import { toast } from '@manifest/ui/use-toast';

/** Said when a tap is kept on the device for later (the practice pages say the same). */
export const toastSavedOffline = (): void => {
  toast({
    title: 'Saved offline',
    description: "You're offline. It will be sent, and counted for today, when you're back online.",
  });
};
