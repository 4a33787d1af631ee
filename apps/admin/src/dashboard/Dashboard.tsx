import type { Endpoints, OutputOf, Permission } from '@bourse/contract';
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
import { Loading, Title, useDataProvider, usePermissions } from 'react-admin';
import type { BackofficeDataProvider } from '../api/data-provider';

type Stats = OutputOf<Endpoints['staffDashboard']>;

/** Each queue with the permission that opens it: the dashboard shows a role only the queues it may open. */
const QUEUES: { key: keyof Stats['queues']; label: string; short: string; to: string; permission: Permission }[] = [
  { key: 'deposits', label: 'Deposits to review', short: 'Deposits', to: '/deposits', permission: 'deposits.review' },
  {
    key: 'withdrawals',
    label: 'Withdrawals to review',
    short: 'Withdrawals',
    to: '/withdrawals',
    permission: 'withdrawals.review',
  },
  { key: 'kyc', label: 'Identities to review', short: 'KYC', to: '/kyc', permission: 'kyc.review' },
  {
    key: 'blockTrading',
    label: 'Block-trading requests',
    short: 'Block trading',
    to: '/blockTrading',
    permission: 'blockTrading.review',
  },
  { key: 'loans', label: 'Loan applications', short: 'Loans', to: '/loans', permission: 'loans.review' },
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

/** A chart in a card; drawn at once, without animation, so what is shown (and screenshotted) is the figures. */
function Chart({ title, height = 240, children }: { title: string; height?: number; children: React.ReactElement }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">{title}</Typography>
        <ResponsiveContainer width="100%" height={height}>
          {children}
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

/** Whole numbers (a count per queue, per day) as one series of bars. */
function CountChart(props: {
  title: string;
  height?: number;
  data: Record<string, string | number>[];
  x: string;
  y: string;
  name: string;
  fill: string;
}) {
  return (
    <Chart title={props.title} height={props.height}>
      <BarChart data={props.data}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={props.x} />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Bar dataKey={props.y} name={props.name} fill={props.fill} isAnimationActive={false} />
      </BarChart>
    </Chart>
  );
}

/** The home screen: what waits in the queues the role may open, open positions, and the last 14 days drawn as charts (amounts in USD). */
export function Dashboard() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { permissions } = usePermissions<string[]>();
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
  const queues = QUEUES.filter((q) => permissions?.includes(q.permission));
  const waiting = queues.map((q) => ({ queue: q.short, count: data.queues[q.key] }));
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Title title="Dashboard" />
      {queues.map((q) => (
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
      {queues.length > 0 && (
        <Grid size={{ xs: 12, md: 8 }}>
          <CountChart
            title="Waiting for review"
            height={180}
            data={waiting}
            x="queue"
            y="count"
            name="Waiting"
            fill="#ef6c00"
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: queues.length > 0 ? 4 : 12 }}>
        <CountChart
          title="Open positions now"
          height={180}
          data={[{ clients: 'All clients', positions: data.openPositions }]}
          x="clients"
          y="positions"
          name="Open positions"
          fill="#00838f"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Chart title="Deposits and withdrawals (USD)">
          <BarChart data={days}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis />
            <Tooltip />
            <Legend />
            <Bar dataKey="deposits" name="Deposits" fill="#2e7d32" isAnimationActive={false} />
            <Bar dataKey="withdrawals" name="Withdrawals" fill="#c62828" isAnimationActive={false} />
          </BarChart>
        </Chart>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CountChart title="Sign-ups" data={days} x="day" y="signUps" name="Sign-ups" fill="#1565c0" />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <Chart title="House trading P&L (USD): clients' losses less their profits, with financing">
          <LineChart data={days}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis />
            <Tooltip />
            <Line dataKey="house" name="House P&L" stroke="#6a1b9a" isAnimationActive={false} />
          </LineChart>
        </Chart>
      </Grid>
    </Grid>
  );
}
