import {
  can,
  type Endpoint,
  type EndpointName,
  endpoints,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  type StaffRole,
} from '@bourse/contract';
import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { route } from '../../platform/route.ts';
import type { Harness } from '../../testing/harness.ts';
import { createStaffHarness, newStaffMember, newUser, STAFF, staffToken } from '../../testing/staff.ts';
import { auditTrail } from '../audit/service.ts';

let h: Harness;
const tokens = {} as Record<StaffRole, string>;
beforeAll(async () => {
  h = await createStaffHarness();
  tokens.admin = await staffToken(h);
  for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) tokens[role] = (await newStaffMember(h, role)).token;
});
afterAll(async () => {
  await h.close();
});

const all = Object.entries(endpoints) as [EndpointName, Endpoint][];
const guarded = all.filter(([, e]) => e.permission !== undefined);

describe('roles and permissions', () => {
  it('every back-office endpoint names a permission or is a step of the staff sign-in', () => {
    const open = all.filter(([, e]) => e.path.startsWith('/admin/') && !e.permission && !e.staffSignIn);
    expect(open.map(([name]) => name)).toEqual([]);
    expect(guarded.length).toBeGreaterThanOrEqual(21);
  });

  it('admin holds every permission; each other role only its desk’s', () => {
    expect(PERMISSIONS.every((p) => can('admin', p))).toBe(true);
    expect(can('finance', 'withdrawals.review')).toBe(true);
    expect(can('finance', 'kyc.review')).toBe(false);
    expect(can('compliance', 'kyc.review') && can('compliance', 'blockTrading.review')).toBe(true);
    expect(can('support', 'users.read') && !can('support', 'deposits.review')).toBe(true);
    expect(ROLE_PERMISSIONS.content).not.toContain('staff.manage');
    expect(can(null, 'users.read')).toBe(false);
  });

  it('a server with a back-office endpoint that names no permission does not start', () => {
    const app = Fastify();
    const open = { ...endpoints.staffList, permission: undefined } as unknown as Endpoint;
    expect(() =>
      route(
        app,
        async () => undefined,
        open,
        async () => null,
      ),
    ).toThrow(/must declare a permission/);
    const noAuth = { ...endpoints.staffList, auth: false } as unknown as Endpoint;
    expect(() =>
      route(
        app,
        async () => undefined,
        noAuth,
        async () => null,
      ),
    ).toThrow(/needs auth/);
    const sneaky = {
      ...endpoints.staffList,
      path: '/admin/anything',
      permission: undefined,
      input: z.strictObject({}),
    } as unknown as Endpoint;
    expect(() =>
      route(
        app,
        async () => undefined,
        sneaky,
        async () => null,
      ),
    ).toThrow(/deny by default/);
  });

  it.each(guarded.map(([name]) => name))(
    '%s: 403 to a user, to staff before the second factor, and to roles without its permission',
    async (name) => {
      const permission = endpoints[name].permission;
      const user = await newUser(h);
      expect((await h.call(name, {}, { token: user.token })).body).toEqual({
        code: 403,
        msg: 'Staff only',
        data: null,
      });
      const halfSignedIn = (await h.call('login', { username: STAFF.email, password: STAFF.password })).body.data.token;
      expect((await h.call(name, {}, { token: halfSignedIn })).body).toEqual({
        code: 403,
        msg: 'Second factor required',
        data: null,
      });
      for (const role of STAFF_ROLES) {
        const res = await h.call(name, {}, { token: tokens[role] });
        if (permission && can(role, permission)) expect([401, 403]).not.toContain(res.status);
        else expect(res.body).toEqual({ code: 403, msg: 'Your role may not do this', data: null });
      }
    },
  );
});

describe('staff management', () => {
  it('an admin creates a staff member with a role, audited; the list shows them', async () => {
    const made = await newStaffMember(h, 'support');
    const list = (await h.call('staffList', {}, { token: tokens.admin })).body.data.data;
    expect(list.find((m: { id: number }) => m.id === made.id)).toMatchObject({ role: 'support', totpEnrolled: 1 });
    const me = (await h.call('adminMe', {}, { token: made.token })).body.data;
    expect(me).toMatchObject({ role: 'support', permissions: ROLE_PERMISSIONS.support, secondFactor: 1 });
    const trail = await auditTrail(h.ctx.db, 'user', made.id);
    expect(trail.map((d) => d.action)).toEqual(['staff.create', 'staff.sign_in']);
    expect(trail[0]).toMatchObject({ detail: { role: 'support' } });
  });

  it('a role change applies at once (their sessions end) and is audited; nobody changes their own role', async () => {
    const m = await newStaffMember(h, 'content');
    const res = await h.call('staffSetRole', { userId: m.id, role: 'finance' }, { token: tokens.admin });
    expect(res.body.data).toMatchObject({ id: m.id, role: 'finance' });
    expect((await h.call('adminMe', {}, { token: m.token })).status).toBe(401);
    const trail = await auditTrail(h.ctx.db, 'user', m.id);
    expect(trail.at(-1)).toMatchObject({ action: 'staff.role', detail: { from: 'content', to: 'finance' } });

    const removed = await h.call('staffSetRole', { userId: m.id, role: null }, { token: tokens.admin });
    expect(removed.body).toEqual({ code: 200, msg: 'Success', data: null });
    const again = await h.call('login', m.login);
    expect((await h.call('adminMe', {}, { token: again.body.data.token })).body.msg).toBe('Staff only');

    const self = (await h.call('adminMe', {}, { token: tokens.admin })).body.data.id;
    const own = await h.call('staffSetRole', { userId: self, role: 'support' }, { token: tokens.admin });
    expect(own.body).toEqual({
      code: 422,
      msg: 'You may not change the role of yourself; ask another admin',
      data: null,
    });
    const user = await newUser(h);
    const notStaff = await h.call('staffSetRole', { userId: user.user.id, role: 'admin' }, { token: tokens.admin });
    expect(notStaff.body).toEqual({ code: 404, msg: 'Staff member not found', data: null });
  });

  it('refuses a taken email or user ID (409) and a weak password (400), creating nobody', async () => {
    const before = (await h.call('staffList', {}, { token: tokens.admin })).body.data.total;
    const taken = await h.call(
      'staffCreate',
      { email: STAFF.email, userLoginId: 'freshname', password: 'Another-Long-Pass-9', role: 'support' },
      { token: tokens.admin },
    );
    expect(taken.body).toEqual({ code: 409, msg: 'This email is already registered', data: null });
    const bad = await h.call(
      'staffCreate',
      { email: 'desk@bourse.test', userLoginId: 'deskname', password: 'short', role: 'boss' },
      { token: tokens.admin },
    );
    expect(bad.status).toBe(400);
    expect((await h.call('staffList', {}, { token: tokens.admin })).body.data.total).toBe(before);
  });
});
