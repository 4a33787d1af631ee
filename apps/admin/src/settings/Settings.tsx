import type { StaffSetting } from '@bourse/contract';
import {
  Alert,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useDataProvider, usePermissions } from 'react-admin';
import { call } from '../api/client';
import type { BackofficeDataProvider } from '../api/data-provider';
import { ConfirmAction } from '../ui/ConfirmAction';
import { dateTime } from '../ui/format';

/** Changes one setting (or puts back its default); the server checks the rule and audits it with the reason. */
function EditSetting({ setting }: { setting: StaffSetting }) {
  const [value, setValue] = useState(setting.value);
  // Typed over the contract, and null (the default) is sent as it is.
  const update = async (next: string | null, reason: string) => {
    const saved = await call('staffSettingsUpdate', { key: setting.key, value: next, reason });
    return `${saved.key} is now ${saved.value}`;
  };
  return (
    <Stack direction="row" spacing={1}>
      <ConfirmAction
        label="Change"
        title={`Change ${setting.key}`}
        reason="required"
        reasonLabel="Reason (kept in the audit log)"
        onConfirm={(reason) => update(value.trim(), reason)}
      >
        <Typography gutterBottom>
          {setting.description}. In force now: <b>{setting.value}</b> (default {setting.defaultValue}). The new value
          applies from the next order or request, and the change is written to the audit log.
        </Typography>
        <TextField
          label="New value"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          helperText={`Must be ${setting.rule}`}
          fullWidth
          margin="dense"
        />
      </ConfirmAction>
      {setting.changedAt !== null && (
        <ConfirmAction
          label="Reset"
          title={`Put back the default of ${setting.key}`}
          reason="required"
          reasonLabel="Reason (kept in the audit log)"
          color="warning"
          onConfirm={(reason) => update(null, reason)}
        >
          {setting.key} goes from {setting.value} back to its default, {setting.defaultValue}.
        </ConfirmAction>
      )}
    </Stack>
  );
}

/**
 * The settings in force with their defaults; a role with `settings.write` changes them here (docs/decisions.md,
 * "Back office: editable settings").
 */
export function SettingsPage() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { permissions } = usePermissions<string[]>();
  const canWrite = permissions?.includes('settings.write') ?? false;
  const { data, error, isPending } = useQuery({
    queryKey: ['staffSettings'],
    queryFn: () => dataProvider.call('staffSettings', {}) as Promise<StaffSetting[]>,
  });
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  return (
    <Card sx={{ m: 2 }}>
      <Title title="Settings" />
      <CardContent>
        <Typography variant="h6">Settings in force</Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Group</TableCell>
              <TableCell>Setting</TableCell>
              <TableCell>Value</TableCell>
              <TableCell>Default</TableCell>
              <TableCell>Meaning</TableCell>
              <TableCell>Changed</TableCell>
              {canWrite && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((s) => (
              <TableRow key={s.key} data-testid={`setting-${s.key}`}>
                <TableCell>{s.group}</TableCell>
                <TableCell>{s.key}</TableCell>
                <TableCell>
                  <b>{s.value}</b>
                </TableCell>
                <TableCell>{s.defaultValue}</TableCell>
                <TableCell>{s.description}</TableCell>
                <TableCell>{s.changedAt === null ? 'default' : dateTime(s.changedAt)}</TableCell>
                {canWrite && <TableCell>{s.editable === 1 && <EditSetting setting={s} />}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
