import type { Endpoints, OutputOf } from '@bourse/contract';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';
import { CopyButton } from '../../ui/CopyButton';
import { useQrCode } from './useQrCode';

export type DepositChannel = OutputOf<Endpoints['depositChannels']>[number];

/** The platform's receiving address for a coin on a network: QR code, copy, and what must be true of the transfer. */
export function DepositAddressCard({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const qr = useQrCode(channel.address);
  return (
    <section className="card address-card" aria-label={t('deposit.address')}>
      <div className="qr-frame">
        {qr ? (
          <img src={qr} alt={t('deposit.qrAlt', { currency: channel.currency, network: channel.network })} />
        ) : (
          <Skeleton animated className="skeleton-qr" />
        )}
      </div>
      <span className="address-label">{t('deposit.address')}</span>
      <p className="address-value" data-testid="deposit-address">
        {channel.address}
      </p>
      <CopyButton text={channel.address} label={t('deposit.copyField', { field: t('deposit.address') })} />
      <ul className="address-notes">
        <li>{t('deposit.onlyNetwork', { currency: channel.currency, network: channel.network })}</li>
        <li>{t('deposit.confirmations', { count: channel.confirmations })}</li>
        <li>{t('deposit.minCrypto', { min: formatPrice(channel.minAmount), currency: channel.currency })}</li>
        {!channel.usdPegged && <li>{t('deposit.notPegged', { currency: channel.currency })}</li>}
      </ul>
    </section>
  );
}
