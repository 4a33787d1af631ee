import type { BankCard } from '@bourse/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, EmptyState, ErrorState } from '../../ui/states';
import { showToast } from '../../ui/toast';
import { required } from '../account';
import { cardDigits, validCardNo } from './card-rules';
import { useSaveCard } from './mutations';
import { useBankCards } from './queries';
import { useGoBack } from '../../ui/useGoBack';
import './bankcard.css';

interface CardValues {
  bankName: string;
  bankAccountName: string;
  cardNo: string;
}

/** /bankcard/detail: add a card, or edit the one named by the query `id`. */
export function BankCardDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const editing = Number.isInteger(id) && id > 0;
  const cards = useBankCards();

  let body;
  if (!editing) body = <CardForm />;
  else if (cards.isPending) body = <CardSkeleton count={1} className="stack-skeleton" />;
  else if (cards.isError) body = <ErrorState onRetry={() => void cards.refetch()} />;
  else {
    const card = cards.data.find((c) => c.id === id);
    body = card ? <CardForm key={card.id} card={card} /> : <EmptyState title={t('bankcard.notFound')} />;
  }

  return (
    <Screen title={editing ? t('screens.editCard') : t('screens.addCard')} backTo="/bankcard">
      {body}
    </Screen>
  );
}

function CardForm({ card }: { card?: BankCard }) {
  const { t } = useTranslation();
  const save = useSaveCard();
  const goBack = useGoBack('/bankcard');

  const onFinish = (values: CardValues) => {
    if (save.isPending) return;
    save.mutate(
      {
        id: card?.id,
        bankName: values.bankName.trim(),
        bankAccountName: values.bankAccountName.trim(),
        cardNo: cardDigits(values.cardNo),
      },
      {
        onSuccess: () => {
          showToast(t('messages.success'));
          goBack();
        },
      },
    );
  };

  return (
    <>
      {card && <p className="screen-lead">{t('bankcard.editNote', { last4: card.last4 })}</p>}
      <Form
        name="bank-card"
        className="bourse-form"
        layout="vertical"
        requiredMarkStyle="none"
        initialValues={{ bankName: card?.bankName ?? '', bankAccountName: card?.bankAccountName ?? '', cardNo: '' }}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={save.isPending}>
            {t('bankcard.save')}
          </Button>
        }
      >
        <Form.Item name="bankName" label={t('bankcard.bankName')} rules={[required(t('validation.bankName'))]}>
          <Input placeholder={t('bankcard.bankNamePlaceholder')} maxLength={100} clearable />
        </Form.Item>
        <Form.Item
          name="bankAccountName"
          label={t('bankcard.accountName')}
          rules={[required(t('validation.bankAccountName'))]}
        >
          <Input placeholder={t('bankcard.accountNamePlaceholder')} maxLength={100} autoComplete="cc-name" clearable />
        </Form.Item>
        <Form.Item
          name="cardNo"
          label={t('bankcard.cardNo')}
          rules={[required(t('validation.cardNo')), validCardNo]}
          validateTrigger="onBlur"
        >
          <Input
            placeholder={card ? t('bankcard.cardNoAgain', { last4: card.last4 }) : t('bankcard.cardNoPlaceholder')}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={64}
            clearable
          />
        </Form.Item>
      </Form>
    </>
  );
}
