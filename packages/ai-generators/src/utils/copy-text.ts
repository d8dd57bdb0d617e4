import { toast } from '@manifest/ui/use-toast';

/** Copies to the clipboard and says so with the spec's toast, or says why it could not. */
export async function copyText(
  text: string,
  title: 'Copied!' | 'All Copied!',
  description: string,
) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title, description });
  } catch {
    toast({
      title: 'Copy Failed',
      description: 'Your browser did not allow copying. Select the text and copy it instead.',
      variant: 'destructive',
    });
  }
}
