import type { WalletType } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../ui/Amount';
import { ChevronIcon } from '../../ui/icons';
import { InlineSkeleton } from '../../ui/InlineSkeleton';

interface WalletSideProps {
  label: string;
  wallet: WalletType;
  balance: string | undefined;
  loading: boolean;
  /** The trading side can be changed; Balance cannot. */
  onChoose?: () => void;
}

/** One side of a transfer: the wallet and its available balance. */
export function WalletSide({ label, wallet, balance, loading, onChoose }: WalletSideProps) {
  const { t } = useTranslation();
  const name = t(`wallets.${wallet}`);
  const content = (
    <>
      <span className="wallet-side-label">{label}</span>
      <span className="wallet-side-name">
        {name}
        {onChoose && <ChevronIcon />}
      </span>
      <span className="wallet-side-balance">
        {t('money.available')} {loading ? <InlineSkeleton width={56} /> : <Amount value={balance ?? '0'} />}
      </span>
    </>
  );
  return onChoose ? (
    <button type="button" className="wallet-side choosable" onClick={onChoose}>
      {content}
      {/* Named by what it shows, then what it does. */}
      <span className="visually-hidden">{t('transfer.changeAccount')}</span>
    </button>
  ) : (
    <div className="wallet-side" data-testid={`transfer-${wallet}`}>
      {content}
    </div>
  );
}
