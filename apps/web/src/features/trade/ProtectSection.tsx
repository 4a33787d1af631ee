import type { TradeTerms } from '@bourse/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';
import { ChoiceField } from './ChoiceField';
import type { DraftErrors, DraftField, OrderDraft, TrailingType } from './order-draft';
import { StepField } from './StepField';
import { stepPrice } from './trade-math';

interface ProtectSectionProps {
  draft: OrderDraft;
  errors: DraftErrors;
  terms: Pick<TradeTerms, 'tickSize' | 'currency'>;
  /** The price the order would fill at: where the steppers start from. */
  referencePrice: string;
  onChange: (patch: Partial<OrderDraft>, ...cleared: DraftField[]) => void;
}

/**
 * "Protect this position": optional stop-loss, take-profit and trailing stop (by amount or percent), folded away
 * until asked for; open by itself when one is set or refused.
 */
export function ProtectSection({ draft, errors, terms, referencePrice, onChange }: ProtectSectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hasError = Boolean(errors.stopLoss ?? errors.takeProfit ?? errors.trailing);
  const expanded = open || hasError;
  const set = [draft.stopLoss, draft.takeProfit, draft.trailingValue].filter((v) => v.trim() !== '').length;
  const long = draft.direction === 0;

  return (
    <section className="protect-section">
      <button
        type="button"
        className="protect-toggle"
        aria-expanded={expanded}
        aria-controls="protect-fields"
        onClick={() => setOpen(!expanded)}
      >
        <span>{t('trade.protect')}</span>
        <span className="protect-state">
          {set > 0 ? t('trade.protectSet', { count: set }) : t('trade.optional')}
          <span className={expanded ? 'protect-chevron open' : 'protect-chevron'} aria-hidden="true">
            ›
          </span>
        </span>
      </button>
      {expanded && (
        <div id="protect-fields" className="protect-fields">
          <p className="trade-note">{t('trade.protectNote')}</p>
          <StepField
            label={t('trade.stopLoss')}
            value={draft.stopLoss}
            onChange={(stopLoss) => onChange({ stopLoss }, 'stopLoss')}
            onStep={(step) =>
              onChange({ stopLoss: stepPrice(draft.stopLoss, terms.tickSize, step, referencePrice) }, 'stopLoss')
            }
            unit={terms.currency}
            placeholder={t('trade.optional')}
            error={errors.stopLoss}
            hint={long ? t('trade.stopLossLong') : t('trade.stopLossShort')}
            testId="stop-loss"
          />
          <StepField
            label={t('trade.takeProfit')}
            value={draft.takeProfit}
            onChange={(takeProfit) => onChange({ takeProfit }, 'takeProfit')}
            onStep={(step) =>
              onChange({ takeProfit: stepPrice(draft.takeProfit, terms.tickSize, step, referencePrice) }, 'takeProfit')
            }
            unit={terms.currency}
            placeholder={t('trade.optional')}
            error={errors.takeProfit}
            hint={long ? t('trade.takeProfitLong') : t('trade.takeProfitShort')}
            testId="take-profit"
          />
          <ChoiceField<TrailingType>
            label={t('trade.trailingStop')}
            value={draft.trailingType}
            onChange={(trailingType) => onChange({ trailingType }, 'trailing')}
            options={[
              { value: 'amount', label: t('trade.trailingAmount') },
              { value: 'percent', label: t('trade.trailingPercent') },
            ]}
          />
          <StepField
            label={t('trade.trailingDistance')}
            value={draft.trailingValue}
            onChange={(trailingValue) => onChange({ trailingValue }, 'trailing')}
            unit={draft.trailingType === 'percent' ? '%' : terms.currency}
            placeholder={t('trade.optional')}
            error={errors.trailing}
            hint={
              draft.trailingType === 'percent'
                ? t('trade.trailingPercentHint')
                : t('trade.trailingAmountHint', { price: formatPrice(referencePrice) })
            }
            testId="trailing-stop"
          />
        </div>
      )}
    </section>
  );
}
