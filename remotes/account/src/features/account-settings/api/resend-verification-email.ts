import { useAuth } from '@manifest/auth/auth-provider';
import { ApiError, requestJson, serverMessage } from '@manifest/api-client/request';
import {
  RESEND_VERIFICATION_URL,
  VERIFY_LINK_LIFETIME_HOURS,
  ZResendVerificationResponse,
} from '@manifest/contracts/email-verification';
import { toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';

/** A new link to the signed-in account's own address; older links stop working. */
export const resendVerificationEmail = () =>
  requestJson(ZResendVerificationResponse, 'POST', RESEND_VERIFICATION_URL);

/**
 * Nothing cached changes until the link is opened. A 409 means the address was proven
 * meanwhile (another tab, another device): the user is read again, so the note goes.
 */
export const useResendVerificationEmail = () => {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: resendVerificationEmail,
    onSuccess: ({ sentTo }) =>
      toast({
        title: 'Verification email sent',
        description: `Check your inbox at ${sentTo}. The link works for ${VERIFY_LINK_LIFETIME_HOURS} hours.`,
      }),
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        toast({ title: 'Email verified', description: serverMessage(error) });
        await refreshUser().catch(() => undefined);
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Email not sent',
        description: serverMessage(error) ?? 'Please check your connection and try again.',
      });
    },
  });
};
