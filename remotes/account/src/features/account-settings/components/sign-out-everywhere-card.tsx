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
import { LoaderCircle, LogOut } from 'lucide-react';

import { useLogoutAll } from '../api/logout-all';

const HEADING_ID = 'sign-out-everywhere-heading';

/** Ends every session of the account, after a confirmation: this device is signed out too. */
export function SignOutEverywhereCard() {
  const logoutAll = useLogoutAll();

  return (
    <Card>
      <CardHeader>
        <h2 id={HEADING_ID} className="text-lg font-semibold text-card-foreground">
          Sign out of all devices
        </h2>
        <CardDescription>
          Lost a phone or signed in on a shared computer? End every session of your account at once,
          including this one. You will need to sign in again everywhere.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex sm:justify-end">
        <Dialog>
          <DialogTrigger asChild>
            <Button
              variant="outline"
              className="w-full border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive sm:w-auto"
            >
              <LogOut aria-hidden="true" />
              Sign out of all devices
            </Button>
          </DialogTrigger>
          <DialogContent hasCloseButton={!logoutAll.isPending}>
            <DialogHeader>
              <DialogTitle>Sign out of all devices?</DialogTitle>
              <DialogDescription>
                Every device where you are signed in is signed out, this one included. Your password
                stays the same.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={logoutAll.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button
                variant="destructive"
                disabled={logoutAll.isPending}
                aria-busy={logoutAll.isPending}
                onClick={() => logoutAll.mutate()}
              >
                {logoutAll.isPending && (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                )}
                {logoutAll.isPending ? 'Signing out...' : 'Sign out everywhere'}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
