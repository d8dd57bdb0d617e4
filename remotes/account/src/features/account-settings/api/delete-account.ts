import { apiRequest } from '@manifest/api-client/request';
import { useMutation } from '@tanstack/react-query';

export const DELETE_ACCOUNT_URL = '/api/account/delete';

export const deleteAccount = async (confirmEmail: string): Promise<void> => {
  await apiRequest('POST', DELETE_ACCOUNT_URL, { confirmEmail });
};

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
