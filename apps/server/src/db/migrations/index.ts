import type { Migration } from 'kysely/migration';
import * as accounts from './20261120-0001-accounts.ts';
import * as ledger from './20261120-0002-ledger.ts';
import * as uploads from './20261121-0001-uploads.ts';
import * as cards from './20261121-0002-cards.ts';
import * as watchlist from './20261121-0003-watchlist.ts';
import * as funding from './20261122-0001-funding.ts';
import * as idempotencyExpiry from './20261122-0002-idempotency-expiry.ts';
import * as ledgerWritePath from './20261123-0001-ledger-write-path.ts';
import * as trading from './20261123-0002-trading.ts';
import * as ipo from './20261124-0001-ipo.ts';
import * as blockTrading from './20261124-0002-block-trading.ts';
import * as kyc from './20261124-0003-kyc.ts';
import * as inbox from './20261124-0004-inbox.ts';
import * as news from './20261124-0005-news.ts';
import * as referral from './20261124-0006-referral.ts';
import * as mining from './20261124-0007-mining.ts';
import * as loans from './20261124-0008-loans.ts';
import * as positionLockup from './20261124-0009-position-lockup.ts';
import * as kycOneAccountPerDocument from './20261125-0001-kyc-one-account-per-document.ts';
import * as strategyAccounts from './20261125-0101-strategy-accounts.ts';
import * as copyTrading from './20261125-0102-copy-trading.ts';
import * as robotRentals from './20261125-02-0001-robot-rentals.ts';
import * as staffRoles from './20261125-03-0001-staff-roles.ts';
import * as withdrawalFourEyes from './20261125-03-0002-withdrawal-four-eyes.ts';
import * as withdrawalCardSealed from './20261125-03-0003-withdrawal-card-sealed.ts';
import * as userTotp from './20261125-03-0004-user-totp.ts';
import * as staffUserLock from './20261125-04-0001-staff-user-lock.ts';
import * as settings from './20261126-0101-settings.ts';
import * as inboxEmailCopy from './20261126-02-0001-inbox-email-copy.ts';
import * as ipoDrawIndexes from './20261128-0001-ipo-draw-indexes.ts';
import * as ipoDrawNotified from './20261128-0002-ipo-draw-notified.ts';
import * as auditAppendOnly from './20261128-0003-audit-append-only.ts';
import * as openPositionIndexes from './20261129-0001-open-position-indexes.ts';
import * as restingOrderIndex from './20261206-0001-resting-order-index.ts';
import * as ipoDrawSettled from './20261207-0001-ipo-draw-settled.ts';

/** Every migration, in order. One set runs on both SQLite and PostgreSQL. */
export const migrations: Record<string, Migration> = {
  '20261120-0001-accounts': accounts,
  '20261120-0002-ledger': ledger,
  '20261121-0001-uploads': uploads,
  '20261121-0002-cards': cards,
  '20261121-0003-watchlist': watchlist,
  '20261122-0001-funding': funding,
  '20261122-0002-idempotency-expiry': idempotencyExpiry,
  '20261123-0001-ledger-write-path': ledgerWritePath,
  '20261123-0002-trading': trading,
  '20261124-0001-ipo': ipo,
  '20261124-0002-block-trading': blockTrading,
  '20261124-0003-kyc': kyc,
  '20261124-0004-inbox': inbox,
  '20261124-0005-news': news,
  '20261124-0006-referral': referral,
  '20261124-0007-mining': mining,
  '20261124-0008-loans': loans,
  '20261124-0009-position-lockup': positionLockup,
  '20261125-0001-kyc-one-account-per-document': kycOneAccountPerDocument,
  '20261125-0101-strategy-accounts': strategyAccounts,
  '20261125-0102-copy-trading': copyTrading,
  '20261125-02-0001-robot-rentals': robotRentals,
  '20261125-03-0001-staff-roles': staffRoles,
  '20261125-03-0002-withdrawal-four-eyes': withdrawalFourEyes,
  '20261125-03-0003-withdrawal-card-sealed': withdrawalCardSealed,
  '20261125-03-0004-user-totp': userTotp,
  '20261125-04-0001-staff-user-lock': staffUserLock,
  '20261126-0101-settings': settings,
  '20261126-02-0001-inbox-email-copy': inboxEmailCopy,
  '20261128-0001-ipo-draw-indexes': ipoDrawIndexes,
  '20261128-0002-ipo-draw-notified': ipoDrawNotified,
  '20261128-0003-audit-append-only': auditAppendOnly,
  '20261129-0001-open-position-indexes': openPositionIndexes,
  '20261206-0001-resting-order-index': restingOrderIndex,
  '20261207-0001-ipo-draw-settled': ipoDrawSettled,
};
