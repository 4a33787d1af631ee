import type { Deposit } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import { CopyButton } from '../../ui/CopyButton';

/** Where to send a bank deposit, each detail with a copy button; the reference code matches it to the deposit. */
export function BankInstructions({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const bank = deposit.bank;
  const rows = bank
    ? [
        { key: 'bankName', label: t('deposit.bankName'), value: bank.bankName },
        { key: 'accountName', label: t('deposit.accountName'), value: bank.accountName },
        { key: 'accountNumber', label: t('deposit.accountNumber'), value: bank.accountNumber },
        { key: 'swift', label: t('deposit.swift'), value: bank.swift },
      ]
    : [];
  const reference = bank?.referenceCode ?? deposit.referenceCode;

  return (
    <section className="card instructions" aria-label={t('deposit.instructions')}>
      <p className="instructions-amount">
        {t('deposit.sendExactly')}
        <strong className="num">{formatMoney(deposit.amount)} USD</strong>
      </p>
      {bank ? (
        <dl className="detail-list">
          {rows.map((row) => (
            <div key={row.key} className="detail-row">
              <dt>{row.label}</dt>
              <dd>
                <span className="detail-value">{row.value}</span>
                <CopyButton text={row.value} label={t('deposit.copyField', { field: row.label })} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">{t('deposit.noBank')}</p>
      )}
      <div className="reference-box">
        <span className="reference-label">{t('deposit.reference')}</span>
        <span className="reference-code num" data-testid="reference-code">
          {reference}
        </span>
        <CopyButton text={reference} label={t('deposit.copyField', { field: t('deposit.reference') })} />
      </div>
      <p className="field-hint">{t('deposit.referenceNote')}</p>
    </section>
  );
}
