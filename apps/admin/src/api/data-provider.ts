import { type EndpointName, endpoints } from '@bourse/contract';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { call, inputFor } from './client';
import { isResource, RESOURCES, type ResourceEndpoints } from './resources';

const endpointsOf = (resource: string): ResourceEndpoints => {
  if (!isResource(resource)) throw new Error(`Unknown resource "${resource}"`);
  return RESOURCES[resource];
};

/** Calls an endpoint by name with a loosely typed input (the screens build it from the contract's own fields). */
const callLoose = (name: EndpointName, input: Record<string, unknown>) =>
  (call as (n: EndpointName, i: unknown) => Promise<unknown>)(name, inputFor(endpoints[name], input));

interface Page {
  data: RaRecord[];
  total: number;
}

/**
 * The list call's input: page, sort and filters, each sent only when the endpoint declares it (react-admin's sort is
 * a field name and ASC/DESC; the contract's is `sort` and asc/desc). Paging, sorting and filtering happen on the server.
 */
export function listInput({ pagination, sort, filter }: Partial<GetListParams>): Record<string, unknown> {
  return {
    ...(filter as Record<string, unknown>),
    pageNo: pagination?.page ?? 1,
    pageSize: pagination?.perPage ?? 25,
    ...(sort?.field ? { sort: sort.field, order: sort.order === 'ASC' ? 'asc' : 'desc' } : {}),
  };
}

/** Staff actions beyond react-admin's CRUD: approve and reject with a reason, and any other call of the contract. */
export interface BackofficeDataProvider extends DataProvider {
  decide: (resource: string, decision: 'approve' | 'reject', input: Record<string, unknown>) => Promise<unknown>;
  call: (name: EndpointName, input: Record<string, unknown>) => Promise<unknown>;
}

export const dataProvider: BackofficeDataProvider = {
  getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
    const page = (await callLoose(endpointsOf(resource).list, listInput(params))) as Page;
    return { data: page.data as R[], total: page.total };
  },
  getOne: async <R extends RaRecord>(resource: string, { id }: { id: Identifier }) => {
    const { detail, list } = endpointsOf(resource);
    // A detail keyed otherwise (a user page is {user, accounts, …}) still carries the id react-admin asked for.
    if (detail) return { data: { id, ...((await callLoose(detail, { id: Number(id) })) as object) } as R };
    // No detail call: the record is looked up through the list (newest first), as shown there.
    const page = (await callLoose(list, { pageSize: 100 })) as Page;
    const found = page.data.find((r) => String(r.id) === String(id));
    if (!found) throw new Error('Not found');
    return { data: found as R };
  },
  getMany: async <R extends RaRecord>(resource: string, { ids }: { ids: Identifier[] }) => {
    const page = (await callLoose(endpointsOf(resource).list, { pageSize: 100 })) as Page;
    return { data: page.data.filter((r) => ids.map(String).includes(String(r.id))) as R[] };
  },
  getManyReference: () => Promise.reject(new Error('Not offered by the back office')),
  create: async <R extends RaRecord>(resource: string, { data }: { data: Partial<R> }) => {
    const name = endpointsOf(resource).create;
    if (!name) throw new Error(`${resource} cannot be created here`);
    return { data: (await callLoose(name, data as Record<string, unknown>)) as R };
  },
  update: async <R extends RaRecord>(resource: string, { id, data }: { id: Identifier; data: Partial<R> }) => {
    const name = endpointsOf(resource).update;
    if (!name) throw new Error(`${resource} cannot be changed here`);
    return { data: (await callLoose(name, { ...(data as Record<string, unknown>), id: Number(id) })) as R };
  },
  updateMany: () => Promise.reject(new Error('Not offered by the back office')),
  delete: () => Promise.reject(new Error('Not offered by the back office')),
  deleteMany: () => Promise.reject(new Error('Not offered by the back office')),
  decide: (resource, decision, input) => {
    const name = endpointsOf(resource)[decision];
    if (!name) throw new Error(`${resource} has no ${decision}`);
    return callLoose(name, input);
  },
  call: (name, input) => callLoose(name, input),
};
