import { UPLOAD_MAX_BYTES } from '@bourse/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider';
import { isApiError } from '../../api/api-error';
import { showToast } from '../../ui/toast';

/**
 * docs/product.md §5 uploads: a file over the limit is refused before anything is sent ('The size cannot exceed 10M');
 * an upload that does not answer code 200 with a url says 'Upload fail'.
 */
export function useImageUpload() {
  const { t } = useTranslation();
  const api = useApi();

  /** The file to send, or null (and the size message) when it is too large. */
  const check = useCallback(
    (file: File): File | null => {
      if (file.size <= UPLOAD_MAX_BYTES) return file;
      showToast(t('messages.uploadTooLarge'));
      return null;
    },
    [t],
  );

  /** Sends the file; resolves to its url. */
  const upload = useCallback(
    async (file: File): Promise<string> => {
      try {
        const { url } = await api.call('upload', {}, { file });
        if (!url) throw new Error('no url');
        return url;
      } catch (error) {
        if (!(isApiError(error) && error.code === 'abort')) showToast(t('messages.uploadFail'));
        throw error;
      }
    },
    [api, t],
  );

  return { check, upload };
}
