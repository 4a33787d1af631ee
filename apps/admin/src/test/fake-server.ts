import { type AdminMe, type EndpointName, endpoints, ROLE_PERMISSIONS, type StaffRole } from '@bourse/contract';
import { vi } from 'vitest';
import { forgetMe } from '../api/auth-provider';
import { session } from '../api/client';

export interface Request {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the server: `fetch` answers each call of the contract by the endpoint's name (found from its method
 * and path), in the envelope, and records what was asked. Unknown calls answer 404.
 */
export function fakeServer(answers: Partial<Record<EndpointName, (body: unknown) => unknown>>) {
  const requests: Request[] = [];
  const byPath = new Map(Object.entries(endpoints).map(([name, e]) => [`${e.method} ${e.path}`, name as EndpointName]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.split('?')[0] ?? url;
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path, body });
      const name = byPath.get(`${method} ${path}`);
      const answer = name && answers[name];
      const envelope = answer
        ? { code: 200, msg: 'Success', data: answer(body) }
        : { code: 404, msg: `No fake answer for ${method} ${path}`, data: null };
      return new Response(JSON.stringify(envelope), { status: envelope.code });
    }),
  );
  return requests;
}

/** A signed-in staff member with `role` (second factor passed), as `/admin/me` answers. */
export function signedInAs(role: StaffRole): AdminMe {
  session.set('test-token');
  forgetMe();
  return {
    id: 7,
    userLoginId: `${role}.desk`,
    email: `${role}@bourse.test`,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    totpEnrolled: 1,
    secondFactor: 1,
  };
}
