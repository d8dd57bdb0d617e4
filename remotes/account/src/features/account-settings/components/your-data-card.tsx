import { useAuth } from '@manifest/auth/auth-provider';
import { serverMessage } from '@manifest/api-client/request';
import { normalizeEmail, type TUser } from '@manifest/contracts/auth';
import { Button } from '@manifest/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@manifest/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@manifest/ui/dialog';
import { Input } from '@manifest/ui/input';
import { Label } from '@manifest/ui/label';
import { toast } from '@manifest/ui/use-toast';
import { Download, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useDeleteAccount } from '../api/delete-account';
import { useDownloadAccountExport } from '../api/export-account';

const HEADING_ID = 'your-data-heading';

/** Export everything as JSON, or delete the account for good (typing the email to confirm). */
export function YourDataCard({ user }: { user: TUser }) {
  const download = useDownloadAccountExport();
  const remove = useDeleteAccount();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [typedEmail, setTypedEmail] = useState('');
  const isConfirmed = normalizeEmail(typedEmail) === normalizeEmail(user.email);

  const handleDelete = () =>
    remove.mutate(typedEmail, {
      onSuccess: () => {
        void signOut();
        navigate('/', { replace: true });
        toast({
          title: 'Account deleted',
          description:
            'Your account and all its data are gone. A confirmation email is on its way.',
        });
      },
      onError: (error) =>
        toast({
          title: 'Account not deleted',
          description: serverMessage(error) ?? 'Please try again.',
          variant: 'destructive',
        }),
    });

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
        <Dialog onOpenChange={() => setTypedEmail('')}>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              Delete my account
            </Button>
          </DialogTrigger>
          <DialogContent hasCloseButton={!remove.isPending}>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                Your goals, tasks, vision board, history, points and badges are deleted for good,
                and any subscription is cancelled. This cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="confirm-delete-email">Type {user.email} to confirm</Label>
              <Input
                id="confirm-delete-email"
                type="email"
                autoComplete="off"
                value={typedEmail}
                onChange={(event) => setTypedEmail(event.target.value)}
              />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={remove.isPending}>
                  Keep my account
                </Button>
              </DialogClose>
              <Button
                variant="destructive"
                disabled={!isConfirmed || remove.isPending}
                aria-busy={remove.isPending}
                onClick={handleDelete}
              >
                {remove.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                Delete my account permanently
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
