import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_STAFF } from '../staff.ts';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Staff review through the API (there is no back office screen yet), as the account global-setup seeds. */
export class StaffApi {
  readonly request: APIRequestContext;
  private token = '';
  constructor(request: APIRequestContext) {
    this.request = request;
  }

  private async post<T>(path: string, data: unknown): Promise<T> {
    const res = await this.request.post(path, { data, headers: this.token ? { authorization: this.token } : {} });
    const body = (await res.json()) as Envelope<T>;
    expect(body.code, `${path}: ${body.msg}`).toBe(200);
    return body.data;
  }

  async logIn() {
    const session = await this.post<{ token: string }>('/loginByUsername', {
      username: E2E_STAFF.email,
      password: E2E_STAFF.password,
    });
    this.token = session.token;
  }

  /** Approves the pending deposit with this reference code; answers the credited deposit. */
  async approveDeposit(referenceCode: string) {
    const pending = await this.post<{ data: { id: number; referenceCode: string; credentialUrl: string | null }[] }>(
      '/admin/recharge/listPage',
      { status: 1, pageNo: 1, pageSize: 100 },
    );
    const deposit = pending.data.find((d) => d.referenceCode === referenceCode);
    expect(deposit, `a pending deposit ${referenceCode}`).toBeDefined();
    expect(deposit?.credentialUrl, 'the credential was attached').toBeTruthy();
    return this.post<{ status: number; creditedAmount: string }>('/admin/recharge/approve', { id: deposit?.id });
  }
}
