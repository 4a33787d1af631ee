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

  /** Approves the identity submission waiting for review from the user with this email; answers it verified. */
  async approveKyc(email: string) {
    const pending = await this.api('staffKycList', { status: 1, pageNo: 1, pageSize: 100 }, { token: this.token });
    const kyc = pending.data.find((k) => k.email === email);
    expect(kyc, `an identity submission from ${email} waiting for review`).toBeDefined();
    // The reviewer can open the document image through the staff-only detail.
    const detail = await this.api('staffKycDetail', { id: kyc?.id ?? 0 }, { token: this.token });
    expect(detail.frontImageUrl).toMatch(/^\/upload\//);
    return this.api('staffKycApprove', { id: kyc?.id ?? 0 }, { token: this.token });
  }
}
