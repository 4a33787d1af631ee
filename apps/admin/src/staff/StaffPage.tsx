import { STAFF_ROLES, type StaffMember, type StaffRole } from '@bourse/contract';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  DatagridBody,
  DatagridRow,
  type DatagridRowProps,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField as Column,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';
import { call } from '../api/client';
import { ConfirmAction } from '../ui/ConfirmAction';
import { dateTime } from '../ui/format';

function RoleSelect({ value, onChange }: { value: StaffRole; onChange: (role: StaffRole) => void }) {
  return (
    <TextField
      select
      label="Role"
      value={value}
      onChange={(e) => onChange(e.target.value as StaffRole)}
      fullWidth
      margin="dense"
    >
      {STAFF_ROLES.map((r) => (
        <MenuItem key={r} value={r}>
          {r}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A new staff account with a role; they set up their authenticator at the first sign-in. */
function CreateStaff() {
  const [form, setForm] = useState({ email: '', userLoginId: '', password: '', role: 'support' as StaffRole });
  const field = (name: 'email' | 'userLoginId' | 'password', label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      fullWidth
      margin="dense"
    />
  );
  return (
    <ConfirmAction
      label="Add staff member"
      title="Add a staff member"
      onConfirm={async () => {
        const made = await call('staffCreate', form);
        setForm({ email: '', userLoginId: '', password: '', role: 'support' });
        return `${made.email} is now staff (${made.role}); they set up their authenticator at the first sign-in`;
      }}
    >
      {field('email', 'Email')}
      {field('userLoginId', 'User ID')}
      {field('password', 'First password', 'password')}
      <RoleSelect value={form.role} onChange={(role) => setForm({ ...form, role })} />
    </ConfirmAction>
  );
}

function StaffActions({ member }: { member: StaffMember }) {
  const [role, setRole] = useState<StaffRole>(member.role);
  return (
    <Stack direction="row" spacing={1}>
      <ConfirmAction
        label="Change role"
        title={`Change the role of ${member.email}`}
        onConfirm={async () => {
          const changed = await call('staffSetRole', { userId: member.id, role });
          return `${member.email} is now ${changed?.role ?? role}; their sessions ended`;
        }}
      >
        <Typography gutterBottom>
          Now {member.role}. Their sessions end, and they sign in again with the new role’s screens.
        </Typography>
        <RoleSelect value={role} onChange={setRole} />
      </ConfirmAction>
      <ConfirmAction
        label="Reset authenticator"
        title={`Reset the authenticator of ${member.email}`}
        color="warning"
        onConfirm={async () => {
          await call('staffResetTotp', { userId: member.id });
          return `${member.email} sets up a new authenticator at the next sign-in`;
        }}
      >
        For a lost phone: their authenticator is removed and they enrol a new one at the next sign-in.
      </ConfirmAction>
      <ConfirmAction
        label="Disable"
        title={`Disable ${member.email} as staff`}
        color="error"
        onConfirm={async () => {
          await call('staffSetRole', { userId: member.id, role: null });
          return `${member.email} is no longer staff`;
        }}
      >
        Their role is taken away and their sessions end: the account stays, with no back-office access.
      </ConfirmAction>
    </Stack>
  );
}

/** A row named by its member's email (`staff-<email>`), as the screenshots find it. */
function StaffRow(props: DatagridRowProps) {
  const member = useRecordContext<StaffMember>();
  return <DatagridRow {...props} data-testid={member ? `staff-${member.email}` : undefined} />;
}

/** Staff and their roles (admin only, `staff.manage`), paged, searched, filtered and sorted on the server. */
export function StaffPage() {
  const { identity } = useGetIdentity();
  return (
    <List
      resource="staff"
      title="Staff"
      filters={[
        <SearchInput key="q" source="q" placeholder="Email or user ID" alwaysOn />,
        <SelectInput key="role" source="role" choices={STAFF_ROLES.map((r) => ({ id: r, name: r }))} />,
      ]}
      sort={{ field: 'id', order: 'ASC' }}
      actions={<CreateStaff />}
      exporter={false}
      storeKey={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} body={<DatagridBody row={<StaffRow />} />}>
        <Column source="id" label="#" />
        <Column source="email" />
        <Column source="userLoginId" label="User ID" />
        <Column source="role" />
        <FunctionField
          label="Authenticator"
          sortable={false}
          render={(m: StaffMember) => (m.totpEnrolled ? 'set up' : 'not yet')}
        />
        <FunctionField label="Since" sortBy="createdAt" render={(m: StaffMember) => dateTime(m.createdAt)} />
        <FunctionField
          label=""
          sortable={false}
          render={(m: StaffMember) => (identity?.id === m.id ? 'you' : <StaffActions member={m} />)}
        />
      </Datagrid>
    </List>
  );
}
