import { requestJson } from '@manifest/api-client/request';
import { ZUploadedImage } from '@manifest/contracts/uploads';
import { useMutation } from '@tanstack/react-query';

export const UPLOAD_IMAGE_URL = '/api/uploads/images';

/** The API checks the bytes, re-encodes and stores the image, and answers where it is served. */
export const uploadImage = (file: File) =>
  requestJson(ZUploadedImage, 'POST', UPLOAD_IMAGE_URL, file);

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
