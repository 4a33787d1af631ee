import type { Endpoints, OutputOf } from '@bourse/contract';
import { Alert, Card, CardContent, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Loading, Title, useDataProvider } from 'react-admin';
import type { BackofficeDataProvider } from '../api/data-provider';

type Stats = OutputOf<Endpoints['staffDashboard']>;

const QUEUES: { key: keyof Stats['queues']; label: string; to: string }[] = [
  { key: 'deposits', label: 'Deposits to review', to: '/deposits' },
  { key: 'withdrawals', label: 'Withdrawals to review', to: '/withdrawals' },
  { key: 'kyc', label: 'Identities to review', to: '/kyc' },
  { key: 'blockTrading', label: 'Block-trading requests', to: '/blockTrading' },
  { key: 'loans', label: 'Loan applications', to: '/loans' },
];

function Figure({ label, value, to }: { label: string; value: number | string; to?: string }) {
  const body = (
    <Card variant="outlined">
      <CardContent>
        <Typography color="text.secondary">{label}</Typography>
        <Typography variant="h4">{value}</Typography>
      </CardContent>
    </Card>
  );
  return to ? (
    <Link to={to} style={{ textDecoration: 'none' }}>
      {body}
    </Link>
  ) : (
    body
  );
}

function Chart({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">{title}</Typography>
        <ResponsiveContainer width="100%" height={240}>
          {children}
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

/** The home screen: what waits for review, open positions, and the last 14 days drawn as charts (amounts in USD). */
export function Dashboard() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['staffDashboard'],
    queryFn: () => dataProvider.call('staffDashboard', { days: 14 }) as Promise<Stats>,
  });
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  // Chart values: amounts are decimal strings on the wire; a chart's scale needs numbers (display only).
  const days = data.days.map((d) => ({
    day: d.day.slice(5),
    deposits: Number(d.deposits),
    withdrawals: Number(d.withdrawals),
    signUps: d.signUps,
    house: Number(d.houseTradingPnl),
  }));
  const today = data.days[data.days.length - 1];
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Title title="Dashboard" />
      {QUEUES.map((q) => (
        <Grid key={q.key} size={{ xs: 6, md: 2 }}>
          <Figure label={q.label} value={data.queues[q.key]} to={q.to} />
        </Grid>
      ))}
      <Grid size={{ xs: 6, md: 2 }}>
        <Figure label="Open positions" value={data.openPositions} />
      </Grid>
      {today && (
        <>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label="Deposits today (USD)" value={today.deposits} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label="Withdrawals today (USD)" value={today.withdrawals} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label="Sign-ups today" value={today.signUps} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label="House trading P&L today (USD)" value={today.houseTradingPnl} />
          </Grid>
        </>
      )}
      <Grid size={{ xs: 12, md: 6 }}>
        <Chart title="Deposits and withdrawals (USD)">
          <BarChart data={days}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis />
            <Tooltip />
            <Legend />
            <Bar dataKey="deposits" name="Deposits" fill="#2e7d32" />
            <Bar dataKey="withdrawals" name="Withdrawals" fill="#c62828" />
          </BarChart>
        </Chart>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Chart title="Sign-ups">
          <BarChart data={days}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="signUps" name="Sign-ups" fill="#1565c0" />
          </BarChart>
        </Chart>
      </Grid>
      <Grid size={{ xs: 12 }}>
        <Chart title="House trading P&L (USD): clients' losses less their profits, with financing">
          <LineChart data={days}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis />
            <Tooltip />
            <Line dataKey="house" name="House P&L" stroke="#6a1b9a" />
          </LineChart>
        </Chart>
      </Grid>
    </Grid>
  );
}
