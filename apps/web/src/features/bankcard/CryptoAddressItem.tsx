import type { CryptoAddress } from '@bourse/contract';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '../../ui/icons';
import { showToast } from '../../ui/toast';
import { useDeleteCryptoAddress } from './mutations';
import { shortAddress } from './short-address';

/** A saved withdrawal address, deletable after a confirmation. */
export function CryptoAddressItem({ address }: { address: CryptoAddress }) {
  const { t } = useTranslation();
  const remove = useDeleteCryptoAddress();
  const name = `${address.currency} · ${address.network}`;

  const onDelete = async () => {
    const confirmed = await Dialog.confirm({
      title: t('bankcard.deleteAddressTitle'),
      content: t('bankcard.deleteAddressBody', { name, address: shortAddress(address.address) }),
      cancelText: t('common.cancel'),
      confirmText: t('common.ok'),
    });
    if (!confirmed || remove.isPending) return;
    remove.mutate(address.id, { onSuccess: () => showToast(t('messages.success')) });
  };

  return (
    <li className="row address-row" data-testid="crypto-address">
      <span className="row-label">
        <span className="address-name">
          {name}
          {address.label && <span className="address-tag">{address.label}</span>}
        </span>
        <span className="address-text num">{shortAddress(address.address)}</span>
      </span>
      <button
        type="button"
        className="icon-button danger"
        aria-label={t('bankcard.deleteAddressNamed', { name })}
        onClick={() => void onDelete()}
      >
        <TrashIcon />
      </button>
    </li>
  );
}
