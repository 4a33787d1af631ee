import {
  Alert,
  Card,
  CardContent,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { StaffUserDetail } from '@bourse/contract';
import {
  Datagrid,
  FunctionField,
  List,
  Loading,
  type RaRecord,
  SearchInput,
  SelectInput,
  Show,
  TextField,
  usePermissions,
  useDataProvider,
  useShowContext,
} from 'react-admin';
import type { BackofficeDataProvider } from '../api/data-provider';
import { ConfirmAction } from '../ui/ConfirmAction';
import { dateTime } from '../ui/format';

const KYC_CHOICES = [
  { id: 0, name: 'Not verified' },
  { id: 1, name: 'Waiting for review' },
  { id: 2, name: 'Failed' },
  { id: 3, name: 'Verified' },
];
const kycName = (s: number) => KYC_CHOICES.find((c) => c.id === s)?.name ?? String(s);

export const UserList = () => (
  <List
    resource="users"
    title="Users"
    filters={[
      <SearchInput key="q" source="q" placeholder="Email, user ID, name or #id" alwaysOn />,
      <SelectInput key="kyc" source="kycStatus" label="Identity" choices={KYC_CHOICES} />,
      <SelectInput
        key="locked"
        source="locked"
        choices={[
          { id: 1, name: 'Locked' },
          { id: 0, name: 'Not locked' },
        ]}
      />,
    ]}
    sort={{ field: 'id', order: 'DESC' }}
    exporter={false}
  >
    <Datagrid bulkActionButtons={false} rowClick="show">
      <TextField source="id" />
      <TextField source="email" />
      <TextField source="userLoginId" label="User ID" />
      <TextField source="name" />
      <FunctionField label="Identity" sortable={false} render={(r: RaRecord) => kycName(r.kycStatus as number)} />
      <TextField source="role" sortable={false} />
      <FunctionField label="Locked" sortable={false} render={(r: RaRecord) => (r.lockedAt ? 'Locked' : '')} />
      <FunctionField label="Signed up" sortBy="createdAt" render={(r: RaRecord) => dateTime(r.createdAt as number)} />
    </Datagrid>
  </List>
);

function Section({ title, head, rows }: { title: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">{title}</Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">None</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {head.map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={i}>
                  {row.map((cell, j) => (
                    <TableCell key={j}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function UserActions({ d }: { d: StaffUserDetail }) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { permissions } = usePermissions<string[]>();
  if (!permissions?.includes('users.lock') || d.user.role !== 'user') return null;
  const who = `${d.user.email} (#${d.user.id})`;
  return (
    <Stack direction="row" spacing={1}>
      {d.user.lockedAt ? (
        <ConfirmAction
          label="Unlock account"
          title={`Unlock ${who}?`}
          reason="required"
          reasonLabel="Reason (kept in the audit log)"
          onConfirm={async (reason) => {
            await dataProvider.call('staffUserUnlock', { id: d.user.id, reason });
            return `Unlocked ${who}: they may log in again`;
          }}
        >
          They may log in again.
        </ConfirmAction>
      ) : (
        <ConfirmAction
          label="Lock account"
          title={`Lock ${who}?`}
          color="error"
          reason="required"
          reasonLabel="Reason (kept in the audit log)"
          onConfirm={async (reason) => {
            await dataProvider.call('staffUserLock', { id: d.user.id, reason });
            return `Locked ${who}: their sessions ended and logins are refused`;
          }}
        >
          Every session of this account ends at once and its logins are refused until it is unlocked.
        </ConfirmAction>
      )}
      <ConfirmAction
        label="End sessions"
        title={`End every session of ${who}?`}
        color="warning"
        reason="required"
        reasonLabel="Reason (kept in the audit log)"
        onConfirm={async (reason) => {
          const res = (await dataProvider.call('staffUserEndSessions', { id: d.user.id, reason })) as { ended: number };
          return `Ended ${res.ended} session${res.ended === 1 ? '' : 's'} of ${who}`;
        }}
      >
        They must log in again on every device.
      </ConfirmAction>
    </Stack>
  );
}

function UserPage() {
  const { record } = useShowContext<StaffUserDetail & RaRecord>();
  // Until the detail arrives react-admin may hand over the list's row (no accounts yet): wait for the detail.
  if (!record || !('accounts' in record)) return <Loading />;
  const d = record;
  const u = d.user;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5">
          {u.name || u.userLoginId} <small>#{u.id}</small>
        </Typography>
        <UserActions d={d} />
      </Stack>
      {u.lockedAt ? (
        <Alert severity="warning">
          Locked since {dateTime(u.lockedAt)}: {u.lockReason}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section
            title="Profile"
            head={['Field', 'Value']}
            rows={[
              ['Email', u.email],
              ['User ID', u.userLoginId],
              ['Name', u.name || '—'],
              ['Phone', u.phone || '—'],
              ['Role', u.role],
              ['Invited by', u.invitedBy ? `#${u.invitedBy}` : '—'],
              ['Signed up', dateTime(u.createdAt)],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section
            title="Identity"
            head={['Status', 'Document', 'Reason', 'Submitted']}
            rows={
              d.identity
                ? [[kycName(u.kycStatus), d.identity.docType, d.identity.reason || '—', dateTime(d.identity.createdAt)]]
                : [[kycName(u.kycStatus), '—', '—', '—']]
            }
          />
          <Section
            title="Balances"
            head={['Account', 'Available', 'In use', 'Currency']}
            rows={d.accounts.map((a) => [a.kind, a.available, a.used, a.currency])}
          />
        </Grid>
      </Grid>
      <Section
        title="Positions"
        head={['#', 'Account', 'Code', 'Side', 'Quantity', 'Entry', 'Margin', 'Status', 'Opened', 'Closed']}
        rows={d.positions.map((p) => [
          p.id,
          p.account,
          p.code,
          p.direction === 0 ? 'Buy' : 'Sell',
          p.quantity,
          p.entryPrice,
          p.margin,
          p.status,
          dateTime(p.openedAt),
          dateTime(p.closedAt),
        ])}
      />
      <Section
        title="Orders"
        head={['#', 'Account', 'Code', 'Side', 'Type', 'Status', 'Quantity', 'Limit', 'Fill', 'Placed']}
        rows={d.orders.map((o) => [
          o.id,
          o.account,
          o.code,
          o.direction === 0 ? 'Buy' : 'Sell',
          o.orderType === 0 ? 'Market' : 'Limit',
          o.status,
          o.quantity,
          o.limitPrice ?? '—',
          o.fillPrice ?? '—',
          dateTime(o.createdAt),
        ])}
      />
      <Section
        title="Money history"
        head={['Entry', 'Transaction', 'Kind', 'Account', 'Amount', 'Balance after', 'When']}
        rows={d.money.map((m) => [
          m.id,
          m.txId,
          m.kind,
          m.account,
          `${m.amount} ${m.currency}`,
          m.balanceAfter,
          dateTime(m.createdAt),
        ])}
      />
      <Section
        title="Sessions"
        head={['#', 'Address', 'Device', 'Started', 'Last seen', 'Ended']}
        rows={d.sessions.map((s) => [
          s.id,
          s.ip,
          s.userAgent,
          dateTime(s.createdAt),
          dateTime(s.lastSeenAt),
          s.revokedAt ? dateTime(s.revokedAt) : 'Active',
        ])}
      />
      <Section
        title="Messages"
        head={['#', 'Kind', 'Title', 'Body', 'Read', 'When']}
        rows={d.messages.map((m) => [m.id, m.kind, m.title, m.body, m.isRead ? 'Yes' : 'No', dateTime(m.createdAt)])}
      />
    </Stack>
  );
}

export const UserShow = () => (
  <Show resource="users" title="User" actions={false}>
    <UserPage />
  </Show>
);
