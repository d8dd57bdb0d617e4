import { requestJson } from '@manifest/api-client/request';
import {
  ZForgotPasswordResponse,
  type TForgotPasswordRequest,
} from '@manifest/contracts/password-reset';
import { useMutation } from '@tanstack/react-query';

export const FORGOT_PASSWORD_URL = '/api/auth/forgot-password';

export const requestPasswordReset = (request: TForgotPasswordRequest) =>
  requestJson(ZForgotPasswordResponse, 'POST', FORGOT_PASSWORD_URL, request);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
