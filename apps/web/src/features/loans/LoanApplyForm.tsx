import { LOAN_PURPOSE_MAX, type LoanTerms } from '@bourse/contract';
import { Button, Dialog, TextArea } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDecimal } from '../../lib/decimal';
import { formatMoney, isAmountInput } from '../../lib/money';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { AmountField } from '../../ui/AmountField';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { showToast } from '../../ui/toast';
import { LoanQuoteCard } from './LoanQuoteCard';
import { useApplyLoan } from './mutations';
import { useLoanQuote } from './queries';
import { formatRate } from '../../lib/format';

const QUOTE_DEBOUNCE_MS = 300;

/** The application: amount within the limits, a term from the list, a purpose; the server's quote before sending. */
export function LoanApplyForm({ terms }: { terms: LoanTerms }) {
  const { t } = useTranslation();
  const purposeId = useId();
  const [amount, setAmount] = useState('');
  const [termDays, setTermDays] = useState<number | null>(null);
  const [purpose, setPurpose] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; termDays?: string; purpose?: string }>({});
  const apply = useApplyLoan();

  const amountProblem = (value: string) => {
    if (!isAmountInput(value) || compareDecimal(value, '0') <= 0) return t('validation.amount');
    if (compareDecimal(value, terms.minAmount) < 0) return t('loans.belowMin', { min: formatMoney(terms.minAmount) });
    if (compareDecimal(value, terms.maxAmount) > 0) return t('loans.aboveMax', { max: formatMoney(terms.maxAmount) });
    return undefined;
  };
  const debounced = useDebouncedValue(amount.trim(), QUOTE_DEBOUNCE_MS);
  const quotable = debounced !== '' && amountProblem(debounced) === undefined ? debounced : '';
  const quote = useLoanQuote(quotable, termDays);

  const onSubmit = () => {
    if (apply.isPending) return;
    const value = amount.trim();
    const next = {
      amount: amountProblem(value),
      termDays: termDays === null ? t('loans.chooseTerm') : undefined,
      purpose: purpose.trim() === '' ? t('loans.purposeRequired') : undefined,
    };
    setErrors(next);
    if (next.amount || next.termDays || next.purpose || termDays === null) return;
    const figures = quote.data;
    if (!figures || figures.amount !== formatPlain(value) || figures.termDays !== termDays) return;
    void Dialog.confirm({
      title: t('loans.confirmTitle'),
      content: t('loans.confirmBody', {
        amount: formatMoney(figures.amount),
        days: figures.termDays,
        rate: formatRate(figures.annualRate),
        total: formatMoney(figures.totalRepayment),
      }),
      confirmText: t('loans.submit'),
      cancelText: t('common.cancel'),
      // mutateAsync: the toast shows even though the form gives way to the pending loan as the list refreshes.
      onConfirm: () =>
        apply
          .mutateAsync({ amount: value, termDays, purpose: purpose.trim() })
          .then(() => {
            showToast(t('loans.applied'));
          })
          .catch(() => {
            // the API client has shown why (a 403 kycRequired offers /kyc)
          }),
    });
  };

  return (
    <section className="card loan-card" aria-label={t('loans.applyTitle')}>
      <h2 className="card-title">{t('loans.applyTitle')}</h2>
      <AmountField
        label={t('loans.amount')}
        unit="USD"
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setErrors((e) => ({ ...e, amount: undefined }));
        }}
        error={errors.amount}
        hint={t('loans.limits', { min: formatMoney(terms.minAmount), max: formatMoney(terms.maxAmount) })}
      />
      <div className="card-field">
        <span className="amount-field-label" id={`${purposeId}-term`}>
          {t('loans.term')}
        </span>
        <ChoiceGroup
          label={t('loans.term')}
          options={terms.termDays.map((d) => ({ value: d, label: t('loans.days', { count: d }) }))}
          value={termDays}
          onChange={(d) => {
            setTermDays(d);
            setErrors((e) => ({ ...e, termDays: undefined }));
          }}
        />
        {errors.termDays && <p className="loan-error">{errors.termDays}</p>}
      </div>
      <div className="card-field">
        <label className="amount-field-label" htmlFor={purposeId}>
          {t('loans.purpose')}
        </label>
        <TextArea
          id={purposeId}
          className="loan-purpose"
          value={purpose}
          onChange={(v) => {
            setPurpose(v);
            setErrors((e) => ({ ...e, purpose: undefined }));
          }}
          placeholder={t('loans.purposePlaceholder')}
          maxLength={LOAN_PURPOSE_MAX}
          showCount
          rows={2}
        />
        {errors.purpose && <p className="loan-error">{errors.purpose}</p>}
      </div>
      <LoanQuoteCard quote={quotable && termDays !== null ? quote.data : undefined} loading={quote.isFetching} />
      <p className="card-note">{t('loans.rateNote', { rate: formatRate(terms.annualRate) })}</p>
      <Button
        block
        color="primary"
        size="large"
        loading={apply.isPending}
        disabled={quotable === '' || termDays === null || !quote.data}
        onClick={onSubmit}
      >
        {t('loans.submit')}
      </Button>
    </section>
  );
}

/** "1000" and "1000.5" as the server echoes them ("1000.00", "1000.50"), to check the quote is for this amount. */
function formatPlain(value: string): string {
  const [whole = '0', frac = ''] = value.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${frac.padEnd(2, '0')}`;
}
