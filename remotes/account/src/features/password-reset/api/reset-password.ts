import { requestJson } from '@manifest/api-client/request';
import { storeDeviceId } from '@manifest/api-client/session-storage';
import { ZAuthResponse } from '@manifest/contracts/auth';
import type { TResetPasswordRequest } from '@manifest/contracts/password-reset';
import { useMutation } from '@tanstack/react-query';

export const RESET_PASSWORD_URL = '/api/auth/reset-password';

/** Sets the new password with the emailed token; answers a new session. */
export const resetPassword = (request: TResetPasswordRequest) =>
  requestJson(ZAuthResponse, 'POST', RESET_PASSWORD_URL, request);

export const useResetPassword = () =>
  useMutation({
    mutationFn: resetPassword,
    onSuccess: (session) => storeDeviceId(session.deviceId),
  });
