import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlusIcon } from '../../ui/icons';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, EmptyState, ErrorState } from '../../ui/states';
import { BankCardItem } from './BankCardItem';
import { CryptoAddressItem } from './CryptoAddressItem';
import { useBankCards, useCryptoAddresses } from './queries';
import './bankcard.css';

/** /bankcard: bound bank cards (masked) and saved crypto addresses, with add, edit and delete. */
export function BankCardScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = useBankCards();
  const addresses = useCryptoAddresses();

  let cardList;
  if (cards.isPending) cardList = <CardSkeleton count={1} className="stack-skeleton" />;
  else if (cards.isError) cardList = <ErrorState onRetry={() => void cards.refetch()} />;
  else if (cards.data.length === 0) cardList = <EmptyState title={t('bankcard.noCards')} />;
  else {
    cardList = (
      <ul className="bank-card-list" aria-label={t('bankcard.cards')}>
        {cards.data.map((card) => (
          <BankCardItem key={card.id} card={card} />
        ))}
      </ul>
    );
  }

  let addressList;
  if (addresses.isPending) addressList = <CardSkeleton count={1} className="stack-skeleton" />;
  else if (addresses.isError) addressList = <ErrorState onRetry={() => void addresses.refetch()} />;
  else if (addresses.data.length === 0) addressList = <p className="muted list-note">{t('bankcard.noAddresses')}</p>;
  else {
    addressList = (
      <ul className="row-group address-list" aria-label={t('bankcard.addresses')}>
        {addresses.data.map((address) => (
          <CryptoAddressItem key={address.id} address={address} />
        ))}
      </ul>
    );
  }

  return (
    <Screen title={t('screens.bankcard')} backTo="/my">
      <h2 className="section-title">{t('bankcard.cards')}</h2>
      {cardList}
      <Button block className="add-button" onClick={() => void navigate('/bankcard/detail')}>
        <PlusIcon /> {t('bankcard.add')}
      </Button>
      <h2 className="section-title">{t('bankcard.addresses')}</h2>
      {addressList}
      <Button block className="add-button" onClick={() => void navigate('/bankcard/cryptoDetail')}>
        <PlusIcon /> {t('bankcard.addAddress')}
      </Button>
    </Screen>
  );
}
