import type { TUser } from '@manifest/contracts/auth';
import { Button } from '@manifest/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@manifest/ui/card';
import { toast } from '@manifest/ui/use-toast';
import { Download, LoaderCircle } from 'lucide-react';

import { useDownloadAccountExport } from '../api/export-account';
import { DeleteAccountDialog } from './delete-account-dialog';

const HEADING_ID = 'your-data-heading';

/** Export everything as JSON, or delete the account for good (DeleteAccountDialog). */
export function YourDataCard({ user }: { user: TUser }) {
  const download = useDownloadAccountExport();

  return (
    <Card aria-labelledby={HEADING_ID}>
      <CardHeader>
        <h2 id={HEADING_ID} className="text-lg font-semibold text-card-foreground">
          Your data
        </h2>
        <CardDescription>
          Download everything we hold about you as a JSON file, or delete your account and all of it
          for good.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: () =>
                toast({
                  title: 'Download failed',
                  description: 'Please try again.',
                  variant: 'destructive',
                }),
            })
          }
        >
          {download.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Download my data
        </Button>
        <DeleteAccountDialog user={user} />
      </CardContent>
    </Card>
  );
}
