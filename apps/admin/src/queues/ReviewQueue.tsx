import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
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
}

function Decision({ resource, describe, isPending }: Pick<QueueProps, 'resource' | 'describe' | 'isPending'>) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  if (!record || !isPending(record)) return null;
  const what = describe(record);
  return (
    <Stack direction="row" spacing={1}>
      <ConfirmAction
        label="Approve"
        title={`Approve ${what}?`}
        color="success"
        reason="optional"
        onConfirm={async (note) => {
          const after = (await dataProvider.decide(resource, 'approve', { id: record.id, note })) as RaRecord;
          // Four eyes: a first approval of a large withdrawal leaves it pending for a second staff member.
          return isPending(after)
            ? `First approval of ${what} recorded: another staff member must approve it too`
            : `Approved ${what}`;
        }}
      >
        This decision is final and written to the audit log.
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
          render={() => <Decision resource={props.resource} describe={props.describe} isPending={props.isPending} />}
        />
      </Datagrid>
    </List>
  );
}
