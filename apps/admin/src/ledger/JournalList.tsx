import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { JOURNAL_KINDS } from '@bourse/domain';
import { useState } from 'react';
import {
  Datagrid,
  DateTimeInput,
  FunctionField,
  List,
  NumberInput,
  type RaRecord,
  SelectInput,
  TextField,
  TextInput,
  useDataProvider,
  useRecordContext,
} from 'react-admin';
import type { OutputOf, Endpoints } from '@bourse/contract';
import type { BackofficeDataProvider } from '../api/data-provider';
import { dateTime } from '../ui/format';

const toMs = (v: unknown) => (v ? new Date(String(v)).getTime() : undefined);
type Check = OutputOf<Endpoints['staffLedgerCheck']>;

/** The ledger's invariant check, run on demand, with the figures it covered. */
function InvariantCheck() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [check, setCheck] = useState<Check>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setCheck((await dataProvider.call('staffLedgerCheck', {})) as Check);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The check failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h6">Invariant check</Typography>
          <Button variant="contained" onClick={() => void run()} disabled={busy}>
            {busy ? 'Checking…' : 'Run the check'}
          </Button>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {check && (
          <Stack spacing={1} sx={{ mt: 1 }} data-testid="ledger-check">
            <Alert severity={check.sound ? 'success' : 'error'}>
              {check.sound
                ? `Sound: ${check.transactions} transactions, ${check.entries} entries and ${check.accounts} accounts agree (${dateTime(check.checkedAt)})`
                : `${check.violations.length} violation(s) found`}
            </Alert>
            {check.violations.map((v, i) => (
              <Alert key={i} severity="error">
                {v.invariant}: {v.message}
              </Alert>
            ))}
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Owner</TableCell>
                  <TableCell>Account</TableCell>
                  <TableCell>Currency</TableCell>
                  <TableCell align="right">Balance</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {check.totals.map((t) => (
                  <TableRow key={`${t.owner}${t.kind}${t.currency}`}>
                    <TableCell>{t.owner}</TableCell>
                    <TableCell>{t.kind}</TableCell>
                    <TableCell>{t.currency}</TableCell>
                    <TableCell align="right">{t.balance}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function Entries() {
  const r = useRecordContext();
  const entries = (r?.entries ?? []) as {
    account: string;
    bucket: string;
    amount: string;
    currency: string;
    balanceAfter: string;
  }[];
  return (
    <Table size="small" sx={{ maxWidth: 800 }}>
      <TableHead>
        <TableRow>
          <TableCell>Account</TableCell>
          <TableCell>Bucket</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Balance after</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((e, i) => (
          <TableRow key={i}>
            <TableCell>{e.account}</TableCell>
            <TableCell>{e.bucket}</TableCell>
            <TableCell align="right">{`${e.amount} ${e.currency}`}</TableCell>
            <TableCell align="right">{e.balanceAfter}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export const JournalList = () => (
  <>
    <List
      resource="journal"
      title="Ledger"
      aside={undefined}
      filters={[
        <NumberInput key="user" source="userId" label="User #" alwaysOn />,
        <SelectInput key="kind" source="kind" choices={JOURNAL_KINDS.map((k) => ({ id: k, name: k }))} alwaysOn />,
        <TextInput key="rtype" source="referenceType" label="Reference type" />,
        <NumberInput key="rid" source="referenceId" label="Reference #" />,
        <DateTimeInput key="from" source="from" label="From" parse={toMs} />,
        <DateTimeInput key="to" source="to" label="Before" parse={toMs} />,
      ]}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      <InvariantCheck />
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<Entries />}>
        <TextField source="id" />
        <FunctionField label="When" sortBy="createdAt" render={(r: RaRecord) => dateTime(r.createdAt as number)} />
        <TextField source="kind" sortable={false} />
        <FunctionField
          label="User"
          sortable={false}
          render={(r: RaRecord) => (r.userId ? `#${String(r.userId)}` : 'house')}
        />
        <FunctionField
          label="Reference"
          sortable={false}
          render={(r: RaRecord) => (r.referenceType ? `${String(r.referenceType)} #${String(r.referenceId)}` : '')}
        />
        <TextField source="memo" sortable={false} />
        <FunctionField
          label="Entries"
          sortable={false}
          render={(r: RaRecord) =>
            (r.entries as { account: string; amount: string }[]).map((e) => `${e.account} ${e.amount}`).join(' · ')
          }
        />
      </Datagrid>
    </List>
  </>
);
