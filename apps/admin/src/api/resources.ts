import type { EndpointName } from '@bourse/contract';

/**
 * Each back-office resource names the contract's endpoints behind it: the data provider is generic over these, so a
 * path is written only in the contract.
 */
export interface ResourceEndpoints {
  list: EndpointName;
  /** getOne; without it a record is found in the list page that showed it. */
  detail?: EndpointName;
  approve?: EndpointName;
  reject?: EndpointName;
  create?: EndpointName;
  update?: EndpointName;
}

export const RESOURCES = {
  deposits: { list: 'staffDepositList', approve: 'staffDepositApprove', reject: 'staffDepositReject' },
  withdrawals: { list: 'staffWithdrawalList', approve: 'staffWithdrawalApprove', reject: 'staffWithdrawalReject' },
  kyc: { list: 'staffKycList', detail: 'staffKycDetail', approve: 'staffKycApprove', reject: 'staffKycReject' },
  blockTrading: {
    list: 'staffBlockTradingList',
    approve: 'staffBlockTradingApprove',
    reject: 'staffBlockTradingReject',
  },
  loans: { list: 'staffLoanList', approve: 'staffLoanApprove', reject: 'staffLoanReject' },
  users: { list: 'staffUserList', detail: 'staffUserDetail' },
  audit: { list: 'staffAuditList' },
  journal: { list: 'staffJournalList' },
  news: { list: 'staffArticleList', create: 'staffArticleCreate', update: 'staffArticleUpdate' },
  ipo: { list: 'staffIpoList' },
  institutions: { list: 'staffInstitutionList' },
  robots: { list: 'staffRobotList' },
  staff: { list: 'staffList' },
} as const satisfies Record<string, ResourceEndpoints>;
export type ResourceName = keyof typeof RESOURCES;

export const isResource = (name: string): name is ResourceName => name in RESOURCES;
