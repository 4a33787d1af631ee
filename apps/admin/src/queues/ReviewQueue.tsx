import { fundingAmountField } from '@bourse/contract';
import { Stack, TextField as InputField } from '@mui/material';
import { type ReactNode, useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  type RaRecord,
  SelectInput,
  TextField,
  useDataProvider,
  useRecordContext,
} from 'react-admin';
import type { BackofficeDataProvider } from '../api/data-provider';
import type { ResourceName } from '../api/resources';
import { ConfirmAction } from '../ui/ConfirmAction';
import { dateTime, REVIEW_STATUS_CHOICES } from '../ui/format';

interface QueueProps {
  resource: ResourceName;
  title: string;
  /** The record in words, for the confirmation ("Deposit #12 of 100.00 USD by alice@…"). */
  describe: (r: RaRecord) => string;
  /** Whether a record is still waiting for a decision. */
  isPending: (r: RaRecord) => boolean;
  statusChoices?: { id: string | number; name: string }[];
  defaultStatus?: string | number;
  /** The columns between the id and the decision. */
  children: ReactNode;
  /** What a reviewer needs to see beside the record (images, references). */
  expand?: ReactNode;
  /** Whether approving this record must say the USD credited (a coin not pegged to USD): asked in the confirmation. */
  needsCreditedAmount?: (r: RaRecord) => boolean;
  /** More actions beside approve and reject on a pending record (each hides itself where it does not apply). */
  rowActions?: ReactNode;
}

/** The USD to credit, checked by the contract's own rule for the field before anything is sent. */
export function checkCreditedAmount(value: string): string | undefined {
  if (!value.trim()) return 'creditedAmount: is required';
  const result = fundingAmountField.safeParse(value.trim());
  return result.success ? undefined : `creditedAmount: ${result.error.issues[0]?.message ?? 'is not valid'}`;
}

function Decision({
  resource,
  describe,
  isPending,
  needsCreditedAmount,
  rowActions,
}: Pick<QueueProps, 'resource' | 'describe' | 'isPending' | 'needsCreditedAmount' | 'rowActions'>) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [credited, setCredited] = useState('');
  if (!record || !isPending(record)) return null;
  const what = describe(record);
  const askCredit = needsCreditedAmount?.(record) ?? false;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ConfirmAction
        label="Approve"
        title={`Approve ${what}?`}
        color="success"
        reason="optional"
        fields={
          askCredit && (
            <InputField
              label="Credited to Balance (USD)"
              value={credited}
              onChange={(e) => setCredited(e.target.value)}
              helperText="The deposit's value in USD, as an exact decimal such as 1520.35 (rounded to the cent)"
              fullWidth
              margin="normal"
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )
        }
        check={askCredit ? () => checkCreditedAmount(credited) : undefined}
        onConfirm={async (note) => {
          const input = askCredit ? { id: record.id, note, creditedAmount: credited.trim() } : { id: record.id, note };
          const after = (await dataProvider.decide(resource, 'approve', input)) as RaRecord;
          // Four eyes: a first approval of a large withdrawal leaves it pending for a second staff member.
          if (isPending(after)) return `First approval of ${what} recorded: another staff member must approve it too`;
          return askCredit ? `Approved ${what}: ${String(after.creditedAmount)} USD credited` : `Approved ${what}`;
        }}
      >
        This decision is final and written to the audit log.
        {askCredit && ' Balance is credited the USD amount you enter, not the coins.'}
      </ConfirmAction>
      <ConfirmAction
        label="Reject"
        title={`Reject ${what}?`}
        color="error"
        reason="required"
        onConfirm={async (reason) => {
          await dataProvider.decide(resource, 'reject', { id: record.id, reason });
          return `Rejected ${what}`;
        }}
      >
        The user sees the reason. This decision is final and written to the audit log.
      </ConfirmAction>
      {rowActions}
    </Stack>
  );
}

/**
 * One review queue: the pending records oldest first (the server's order) until a column is sorted (id, submission
 * time, amount: sorted on the server), filtered by status, each with its decision.
 */
export function ReviewQueue(props: QueueProps) {
  const choices = props.statusChoices ?? REVIEW_STATUS_CHOICES;
  return (
    <List
      resource={props.resource}
      title={props.title}
      filters={[<SelectInput key="status" source="status" choices={choices} alwaysOn emptyText="All" />]}
      filterDefaultValues={{ status: props.defaultStatus ?? 1 }}
      sort={{ field: '', order: 'ASC' }}
      exporter={false}
      storeKey={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={props.expand ? 'expand' : false} expand={props.expand}>
        <TextField source="id" />
        <FunctionField
          label="User"
          sortable={false}
          render={(r: RaRecord) => `${String(r.email)} (${String(r.userLoginId)}, #${String(r.userId)})`}
        />
        {props.children}
        <FunctionField label="Submitted" sortBy="createdAt" render={(r: RaRecord) => dateTime(r.createTimeTimestamp)} />
        <FunctionField label="Reason" sortable={false} render={(r: RaRecord) => String(r.reason ?? '')} />
        <FunctionField
          label="Decision"
          sortable={false}
          render={() => (
            <Decision
              resource={props.resource}
              describe={props.describe}
              isPending={props.isPending}
              needsCreditedAmount={props.needsCreditedAmount}
              rowActions={props.rowActions}
            />
          )}
        />
      </Datagrid>
    </List>
  );
}
