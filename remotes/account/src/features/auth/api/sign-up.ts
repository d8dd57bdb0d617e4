import { requestJson } from '@manifest/api-client/request';
import { storeDeviceId } from '@manifest/api-client/session-storage';
import { ZAuthResponse, type TSignupRequest } from '@manifest/contracts/auth';
import { useMutation } from '@tanstack/react-query';

import { checkNewPassword } from '../../../utils/weak-password';

export const SIGN_UP_URL = '/api/auth/signup';

export const signUp = (request: TSignupRequest) =>
  requestJson(ZAuthResponse, 'POST', SIGN_UP_URL, request);

/** The sign-up page: the password is checked as the API will check it, then the account is asked for. */
export const signUpWithCheckedPassword = async (request: TSignupRequest) => {
  await checkNewPassword(request.password, request, 'Password');
  return signUp(request);
};

export const useSignUp = () =>
  useMutation({
    mutationFn: signUpWithCheckedPassword,
    // This browser now counts as one the account knows (see sign-in.ts).
    onSuccess: (session) => storeDeviceId(session.deviceId),
  });
