import type { IpoOffering, Listing } from '../../market-data/catalogue/index.ts';
import type { Instrument } from '../../market-data/instruments.ts';

const EXCHANGE_NAMES: Record<string, string> = {
  NASDAQ: 'the Nasdaq Stock Market',
  NYSE: 'the New York Stock Exchange',
  AMEX: 'NYSE American',
  HKEX: 'the Stock Exchange of Hong Kong',
  IDX: 'the Indonesia Stock Exchange',
  CME: 'the Chicago Mercantile Exchange',
  CBOT: 'the Chicago Board of Trade',
  NYMEX: 'the New York Mercantile Exchange',
  COMEX: 'COMEX',
  ICE: 'ICE Futures U.S.',
  TSX: 'the Toronto Stock Exchange',
  B3: 'B3 in São Paulo',
  BMV: 'the Mexican Stock Exchange',
  LSE: 'the London Stock Exchange',
  XETRA: 'Xetra in Frankfurt',
  EURONEXT: 'Euronext',
  BME: 'the Madrid Stock Exchange',
  BIT: 'Borsa Italiana',
  SIX: 'SIX Swiss Exchange',
  STOXX: 'STOXX',
  JPX: 'the Tokyo Stock Exchange',
  SSE: 'the Shanghai Stock Exchange',
  KRX: 'the Korea Exchange',
  ASX: 'the Australian Securities Exchange',
  BSE: 'BSE in Mumbai',
  SGX: 'the Singapore Exchange',
};

const exchangeName = (code: string) => EXCHANGE_NAMES[code] ?? code;
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function listingProfile(l: Listing): string {
  switch (l.market) {
    case 'INDEX':
      return (
        `${l.name} (${l.code}) is an equity index at home on ${exchangeName(l.exchange)}. ` +
        `It is quoted in points, moves in steps of ${l.tickSize}, and its constituents trade in ${l.currency}.`
      );
    case 'FUTURES':
      return (
        `${l.name} (${l.code}; listed contract ${l.contractCode}) trade on ${exchangeName(l.exchange)}. ` +
        `One contract is ${l.contractSize} ${l.unit}, priced in ${l.currency} per ${l.unit} in steps of ${l.tickSize}. ` +
        `The contract's last trading day and expiry is ${l.lastTradingDay}.`
      );
    case 'FOREX':
      return (
        `${l.name} (${l.code}) is the spot exchange rate of ${l.base} in ${l.quote}, traded over the counter. ` +
        `Quantities are in ${l.base}, in steps of ${plural(l.lotSize, 'unit', 'units')}; prices move in steps of ${l.tickSize}.`
      );
    case 'BOND':
      return (
        `${l.name} (${l.code}) is a government bond issued by ${l.issuer}, paying a ${l.couponRate}% annual coupon ` +
        `and maturing on ${l.maturityDate}. Prices are per 100 of face value in ${l.currency}, in steps of ` +
        `${l.tickSize}; one bond has a face value of ${l.faceValue} ${l.currency}.`
      );
    default:
      return (
        `${l.name} (${l.code}) is listed on ${exchangeName(l.exchange)} in the ${l.sector} sector. ` +
        `Its shares trade in ${l.currency} in lots of ${plural(l.lotSize, 'share', 'shares')}, ` +
        `with a minimum price step of ${l.tickSize} ${l.currency}.`
      );
  }
}

function offeringProfile(o: IpoOffering): string {
  return (
    `${o.name} (${o.symbol}) listed on ${exchangeName(o.exchangeCode)} on ${o.listingDate} in the ${o.sector} ` +
    `sector, at an issue price of ${o.issuePrice} ${o.currency} a share, offering ` +
    `${plural(o.sharesOffered, 'share', 'shares')} in lots of ${plural(o.lotSize, 'share', 'shares')}.`
  );
}

/** One factual paragraph made only from the catalogue's facts: no invented history or figures. */
export function profileOf(inst: Instrument): string {
  const origin = inst.origin;
  return 'symbol' in origin ? offeringProfile(origin) : listingProfile(origin);
}
