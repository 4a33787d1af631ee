import { IPO_STATES } from '@bourse/contract';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  type RaRecord,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { dateTime } from '../ui/format';

const search = <TextInput key="q" source="q" label="Search" alwaysOn />;
const percent = (v: unknown) => (v === null || v === undefined ? '—' : `${String(v)} %`);

/** A draw settles in chunks: its allotted lots are known once every application is settled (`allottedLots` set). */
export function allottedText(r: RaRecord): string {
  if (r.drawnAt === null) return 'not drawn';
  const since = dateTime(r.drawnAt as number);
  return r.allottedLots === null ? `drawing (since ${since})` : `${String(r.allottedLots)} (${since})`;
}

/** The IPO calendar: each offering's dates and state, and what users applied for (USD frozen, lots asked). */
export const IpoCalendar = () => (
  <List
    resource="ipo"
    title="IPO calendar"
    filters={[
      search,
      <SelectInput
        key="state"
        source="state"
        label="State"
        choices={IPO_STATES.map((s) => ({ id: s, name: s }))}
        alwaysOn
      />,
    ]}
    sort={{ field: 'listingDate', order: 'ASC' }}
    exporter={false}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="symbol" />
      <TextField source="name" sortable={false} />
      <FunctionField
        label="Issue price"
        sortable={false}
        render={(r: RaRecord) => `${String(r.issuePrice)} ${String(r.currency)} × ${String(r.lotSize)}`}
      />
      <FunctionField
        label="Subscription"
        sortBy="subscriptionStart"
        render={(r: RaRecord) => `${String(r.subscriptionStart)} – ${String(r.subscriptionEnd)}`}
      />
      <TextField source="drawDate" label="Draw" sortable={false} />
      <TextField source="listingDate" label="Listing" />
      <TextField source="state" sortable={false} />
      <NumberField source="applications" />
      <NumberField source="lots" label="Lots asked" sortable={false} />
      <TextField source="amount" label="Frozen (USD)" />
      <FunctionField label="Allotted lots" sortable={false} render={(r: RaRecord) => allottedText(r)} />
    </Datagrid>
  </List>
);

/** Copy-trading institutions: followers and what they follow with, returns, and where the cycle stands. */
export const InstitutionList = () => (
  <List
    resource="institutions"
    title="Institutions"
    filters={[search]}
    sort={{ field: 'name', order: 'ASC' }}
    exporter={false}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="name" />
      <TextField source="instrument" sortable={false} />
      <NumberField source="followers" />
      <TextField source="amount" label="Following (USD)" />
      <TextField source="equity" label="Equity (USD)" sortable={false} />
      <FunctionField label="Week" sortable={false} render={(r: RaRecord) => percent(r.weekReturn)} />
      <FunctionField label="Month" sortable={false} render={(r: RaRecord) => percent(r.monthReturn)} />
      <FunctionField label="Total" sortBy="totalReturn" render={(r: RaRecord) => percent(r.totalReturn)} />
      <FunctionField label="Max drawdown" sortable={false} render={(r: RaRecord) => percent(r.maxDrawdown)} />
      <FunctionField
        label="Cycle"
        sortable={false}
        render={(r: RaRecord) =>
          r.cycleState === 'running'
            ? `running until ${dateTime(r.cycleEndsAt as number)}`
            : `next starts ${dateTime(r.nextCycleAt as number)}`
        }
      />
      <TextField source="strategy" sortable={false} />
    </Datagrid>
  </List>
);

/** Rental robots: whether they can be rented, and the rentals, amounts and fees they hold. */
export const RobotList = () => (
  <List
    resource="robots"
    title="Robots"
    filters={[
      search,
      <SelectInput
        key="status"
        source="status"
        label="Status"
        choices={[
          { id: 'rentable', name: 'rentable' },
          { id: 'unavailable', name: 'unavailable' },
        ]}
        alwaysOn
      />,
    ]}
    sort={{ field: 'name', order: 'ASC' }}
    exporter={false}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="name" />
      <TextField source="strategy" sortable={false} />
      <TextField source="instrument" sortable={false} />
      <NumberField source="leverage" sortable={false} />
      <FunctionField
        label="Status"
        sortable={false}
        render={(r: RaRecord) => `${String(r.status)}${r.marketOpen ? ', market open' : ''}`}
      />
      <NumberField source="activeRentals" label="Active rentals" />
      <TextField source="amount" label="Held (USD)" />
      <NumberField source="rentals" label="All rentals" sortable={false} />
      <TextField source="fees" label="Fees (USD)" />
    </Datagrid>
  </List>
);
