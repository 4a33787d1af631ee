import {
  Datagrid,
  DateTimeInput,
  FunctionField,
  List,
  NumberInput,
  type RaRecord,
  TextField,
  TextInput,
} from 'react-admin';
import { dateTime } from '../ui/format';

/** The date filters are epoch milliseconds on the wire. */
const toMs = (v: unknown) => (v ? new Date(String(v)).getTime() : undefined);

export const AuditList = () => (
  <List
    resource="audit"
    title="Audit log"
    filters={[
      <NumberInput key="actor" source="actorId" label="Staff member #" />,
      <TextInput key="action" source="action" label="Action" alwaysOn />,
      <TextInput key="type" source="targetType" label="Target type" />,
      <NumberInput key="target" source="targetId" label="Target #" />,
      <DateTimeInput key="from" source="from" label="From" parse={toMs} />,
      <DateTimeInput key="to" source="to" label="Before" parse={toMs} />,
    ]}
    sort={{ field: 'id', order: 'DESC' }}
    exporter={false}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="id" />
      <FunctionField label="When" sortBy="createdAt" render={(r: RaRecord) => dateTime(r.createdAt as number)} />
      <FunctionField
        label="Staff"
        sortable={false}
        render={(r: RaRecord) => `${String(r.actorEmail)} (#${String(r.actorId)})`}
      />
      <TextField source="action" />
      <FunctionField
        label="Target"
        sortable={false}
        render={(r: RaRecord) => `${String(r.targetType)} #${String(r.targetId)}`}
      />
      <TextField source="reason" sortable={false} />
      <FunctionField
        label="Status"
        sortable={false}
        render={(r: RaRecord) =>
          r.beforeStatus === null ? '' : `${String(r.beforeStatus)} → ${String(r.afterStatus)}`
        }
      />
      <TextField source="detail" sortable={false} />
    </Datagrid>
  </List>
);
