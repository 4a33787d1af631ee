import { expect } from '@playwright/test';
import { type Call, call } from '../api.ts';
import { logInStaff } from '../staff.ts';

/** Staff review through the API (there is no back office screen yet), as the account global-setup seeds. */
export class StaffApi {
  private readonly api: Call;
  private token = '';
  constructor(api: Call = call) {
    this.api = api;
  }

  async logIn() {
    this.token = await logInStaff(this.api);
  }

  /** Approves the pending deposit with this reference code; answers the credited deposit. */
  async approveDeposit(referenceCode: string) {
    const pending = await this.api('staffDepositList', { status: 1, pageNo: 1, pageSize: 100 }, { token: this.token });
    const deposit = pending.data.find((d) => d.referenceCode === referenceCode);
    expect(deposit, `a pending deposit ${referenceCode}`).toBeDefined();
    expect(deposit?.credentialUrl, 'the credential was attached').toBeTruthy();
    return this.api('staffDepositApprove', { id: deposit?.id ?? 0 }, { token: this.token });
  }
}
