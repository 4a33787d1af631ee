import { OpenCloseFlag, type TradeRecord } from '@bourse/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/date-time';
import { trendOf } from '../../lib/decimal';
import { formatQuantity, formatSigned } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { InfiniteList } from '../../ui/InfiniteList';
import { Screen } from '../../ui/Screen';
import { DirectionTag } from './PositionCard';
import { useTradeRecords } from './queries';
import './trade.css';
import { priceText } from './price-text';

type Flag = (typeof OpenCloseFlag)[keyof typeof OpenCloseFlag];

/**
 * /trade/records (ours; docs/product.md names the screen, not its path): every fill, opens or closes (docs/product.md
 * §4: the trade record type switches between open and close), kept in the query `type`.
 */
export function TradeRecordsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type: Flag = params.get('type') === '1' ? OpenCloseFlag.close : OpenCloseFlag.open;
  const records = useTradeRecords(type);

  return (
    <Screen title={t('trade.recordsTitle')} backTo="/trade">
      <ChoiceGroup<Flag>
        kind="tab"
        label={t('trade.recordType')}
        className="segment trade-segments"
        optionClassName="segment-option"
        value={type}
        onChange={(next) => setParams(next === 0 ? {} : { type: '1' }, { replace: true })}
        options={[
          { value: OpenCloseFlag.open, label: t('trade.opens') },
          { value: OpenCloseFlag.close, label: t('trade.closes') },
        ]}
      />
      <InfiniteList
        key={type}
        query={records}
        label={type === 0 ? t('trade.opens') : t('trade.closes')}
        empty={type === 0 ? t('trade.noOpens') : t('trade.noCloses')}
        refreshable
        renderItem={(r) => <RecordRow key={r.id} record={r} />}
      />
    </Screen>
  );
}

/** docs/product.md §3 trade types: 0 and 1 single stock, 2 forex, 3 future, 4 block trade, 5 IPO, 6 new debt. */
const TRADE_TYPE_KEYS: Record<number, 'stock' | 'forex' | 'future' | 'blockTrade' | 'ipo' | 'newDebt'> = {
  0: 'stock',
  1: 'stock',
  2: 'forex',
  3: 'future',
  4: 'blockTrade',
  5: 'ipo',
  6: 'newDebt',
};

/** The record's trade type in the app's language (the server writes it in English); a code it does not know, as sent. */
function tradeTypeText(record: TradeRecord, t: TFunction): string {
  const key = TRADE_TYPE_KEYS[record.tradeType];
  return key ? t(`trade.tradeTypes.${key}`) : record.tradeTypeLabel;
}

function RecordRow({ record }: { record: TradeRecord }) {
  const { t } = useTranslation();
  const close = record.openClose === OpenCloseFlag.close;
  return (
    <li className="record-row fill-row" data-testid="trade-record">
      <div className="record-main">
        <span className="record-title">
          {record.stockCode} <span className="fill-name">{record.stockName}</span>
        </span>
        <span className="fill-tags">
          <DirectionTag direction={record.direction} />
          <span className="type-tag">{tradeTypeText(record, t)}</span>
        </span>
        <span className="record-sub num">
          {t('trade.fillLine', { num: formatQuantity(record.num), price: priceText(record.currentPrice) })}
        </span>
        <span className="record-sub num">
          {t('trade.feeLine', { fee: formatMoney(record.premium) })}
          {record.reason && ` · ${t(`trade.reasons.${record.reason}`)}`}
        </span>
        <span className="record-sub num">{formatDateTime(record.createTimeTimestamp)}</span>
      </div>
      <div className="record-side">
        <span className="record-amount num">{formatMoney(record.totalPrice)}</span>
        {close && (
          <span className={`num fill-profit trend-${trendOf(record.profit)}`} data-testid="record-profit">
            {formatSigned(record.profit)}
          </span>
        )}
      </div>
    </li>
  );
}
