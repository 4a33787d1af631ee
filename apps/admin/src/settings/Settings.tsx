import type { Endpoints, OutputOf } from '@bourse/contract';
import { Alert, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useDataProvider } from 'react-admin';
import type { BackofficeDataProvider } from '../api/data-provider';

type Settings = OutputOf<Endpoints['staffSettings']>;

/** The effective settings, read-only: they are the server's configuration (docs/decisions.md, "Back office app"). */
export function SettingsPage() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['staffSettings'],
    queryFn: () => dataProvider.call('staffSettings', {}) as Promise<Settings>,
  });
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  return (
    <Card sx={{ m: 2 }}>
      <Title title="Settings" />
      <CardContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          These are the server's configured values. They are changed in its configuration and take effect at the next
          start.
        </Alert>
        <Typography variant="h6">Effective settings</Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Group</TableCell>
              <TableCell>Setting</TableCell>
              <TableCell>Value</TableCell>
              <TableCell>Meaning</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((s) => (
              <TableRow key={`${s.group}.${s.key}`}>
                <TableCell>{s.group}</TableCell>
                <TableCell>{s.key}</TableCell>
                <TableCell>{s.value}</TableCell>
                <TableCell>{s.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
