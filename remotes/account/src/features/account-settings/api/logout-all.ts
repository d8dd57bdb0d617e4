import { useAuth } from '@manifest/auth/auth-provider';
import { ApiError, apiRequest, serverMessage } from '@manifest/api-client/request';
import { toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

export const LOGOUT_ALL_URL = '/api/auth/logout-all';
export const AFTER_LOGOUT_ALL_PATH = '/signin';

/** Ends every session of the signed-in user on the server, this one included (204). */
export const logoutAll = async (): Promise<void> => {
  await apiRequest('POST', LOGOUT_ALL_URL);
};

/**
 * After the server has ended every session, this browser forgets its own
 * through the auth provider's sign-out (whose logout call then finds the
 * session already over, which it accepts) and lands on /signin. The device id
 * stays: this browser is still one the account knows.
 */
export const useLogoutAll = () => {
  const { signOut } = useAuth();
  const navigate = useNavigate();

  const leave = async () => {
    // Signed out first, so /signin is in the shell's route set when we get there.
    const signingOut = signOut();
    navigate(AFTER_LOGOUT_ALL_PATH, { replace: true });
    await signingOut;
  };

  return useMutation({
    mutationFn: logoutAll,
    onSuccess: async () => {
      toast({
        title: 'Signed out of all devices',
        description: 'Every session has ended, this one too. Sign in again to continue.',
      });
      await leave();
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 401) {
        // This session had already ended; the others may not have.
        toast({
          variant: 'destructive',
          title: 'Session Ended',
          description: 'Sign in again, then sign out of all devices.',
        });
        await leave();
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Could not sign out of all devices',
        description: serverMessage(error) ?? 'Please try again.',
      });
    },
  });
};
