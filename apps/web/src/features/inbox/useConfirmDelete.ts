import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toast';
import { useDeleteMessage } from './mutations';

/** Asks first (a deleted message cannot be brought back), then deletes; answers whether it was deleted. */
export function useConfirmDelete() {
  const { t } = useTranslation();
  const remove = useDeleteMessage();
  return async (id: number): Promise<boolean> => {
    const confirmed = await Dialog.confirm({
      title: t('inbox.deleteTitle'),
      content: t('inbox.deleteBody'),
      cancelText: t('common.cancel'),
      confirmText: t('inbox.delete'),
    });
    if (!confirmed) return false;
    try {
      await remove.mutateAsync(id);
    } catch {
      // The client has already shown the server's message.
      return false;
    }
    showToast(t('inbox.deleted'));
    return true;
  };
}
