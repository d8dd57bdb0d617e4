import { requestJson } from '@manifest/api-client/request';
import { useAuth } from '@manifest/auth/auth-provider';
import { CURRENT_USER_PATH, ZUser, type TUpdateProfileRequest } from '@manifest/contracts/auth';
import { toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';

/** `PATCH /api/auth/user`: the name and time zone; answers the user as it now is. */
export const updateProfile = (request: TUpdateProfileRequest) =>
  requestJson(ZUser, 'PATCH', CURRENT_USER_PATH, request);

export const PROFILE_SAVED_TOAST = {
  title: 'Settings saved',
  description: 'Your name and time zone are up to date.',
} as const;

/**
 * The signed-in user (the shell's header, greetings, this page) is read again once
 * saved. Failures are the form's to show: some belong beside a field.
 */
export const useUpdateProfile = () => {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      await refreshUser();
      toast(PROFILE_SAVED_TOAST);
    },
  });
};
