import { requestJson } from '@manifest/api-client/request';
import { ZAuthResponse, type TSigninRequest } from '@manifest/contracts/auth';
import { useMutation } from '@tanstack/react-query';

export const SIGN_IN_URL = '/api/auth/signin';

export const signIn = (request: TSigninRequest) =>
  requestJson(ZAuthResponse, 'POST', SIGN_IN_URL, request);

export const useSignIn = () => useMutation({ mutationFn: signIn });
