import { apiRequest } from '@manifest/api-client/request';
import type { TChangePasswordRequest } from '@manifest/contracts/auth';
import { toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';

export const CHANGE_PASSWORD_URL = '/api/auth/change-password';

/** 204 on success: this session stays, every other one of the user has ended. */
export const changePassword = async (request: TChangePasswordRequest): Promise<void> => {
  await apiRequest('POST', CHANGE_PASSWORD_URL, request);
};

/**
 * Nothing cached changes (the user's details are the same), so nothing is
 * invalidated. Failures are the form's to show: some belong beside a field.
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: () =>
      toast({
        title: 'Password changed',
        description: 'Other devices were signed out. You are still signed in here.',
      }),
  });
