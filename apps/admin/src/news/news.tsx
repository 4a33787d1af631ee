import { Box, Button, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import {
  Create,
  Datagrid,
  Edit,
  EditButton,
  FunctionField,
  List,
  type RaRecord,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  Toolbar,
  useDataProvider,
  useInput,
  useRecordContext,
  useRedirect,
  useSaveContext,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { call } from '../api/client';
import type { BackofficeDataProvider } from '../api/data-provider';
import { ConfirmAction } from '../ui/ConfirmAction';
import { dateTime } from '../ui/format';

const STATUS_CHOICES = [
  { id: 0, name: 'Draft' },
  { id: 1, name: 'Published' },
];

/** Tags are typed comma-separated and sent as the contract's list. */
const tagsToText = (tags: unknown) => (Array.isArray(tags) ? tags.join(', ') : '');
const textToTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** The cover: an image uploaded with the ordinary /upload call; its signed url is what the article keeps. */
function CoverInput() {
  const { field } = useInput({ source: 'coverUrl' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      field.onChange((await call('upload', {}, file)).url);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The upload failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="subtitle2">Cover image</Typography>
      {field.value ? (
        <Box component="img" src={String(field.value)} alt="Cover" sx={{ maxWidth: 360, maxHeight: 200 }} />
      ) : (
        <Typography color="text.secondary">No cover</Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button component="label" variant="outlined" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload an image'}
          <input type="file" accept="image/*" hidden onChange={(e) => void onFile(e)} />
        </Button>
        {field.value ? (
          <Button color="error" onClick={() => field.onChange('')}>
            Remove the cover
          </Button>
        ) : null}
      </Stack>
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Save, with a confirmation saying what saving does, then its result: the form is checked first (the confirmation
 * opens only on valid fields), and a refusal from the server is shown in the confirmation.
 */
function ConfirmSave() {
  const record = useRecordContext();
  const { trigger, getValues } = useFormContext();
  const { save } = useSaveContext();
  const redirect = useRedirect();
  const published = record?.status === 1;
  const title = () => `“${String(getValues('title'))}”`;
  return (
    <ConfirmAction
      label="Save"
      title={record ? 'Save the changes to this article?' : 'Save the new article as a draft?'}
      variant="contained"
      canOpen={() => trigger()}
      onConfirm={async () => {
        if (!save) throw new Error('This form cannot be saved');
        await new Promise<void>((resolve, reject) => {
          void save(getValues(), { onSuccess: () => resolve(), onError: reject });
        });
        redirect('list', 'news');
        if (!record) return `Saved ${title()} as a draft`;
        return published ? `Saved ${title()}: the app's News shows the change` : `Saved ${title()}`;
      }}
    >
      {published
        ? "The article is published: the app's News shows the change at once. Written to the audit log."
        : 'A draft stays out of the app until it is published. Written to the audit log.'}
    </ConfirmAction>
  );
}

function ArticleForm() {
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <ConfirmSave />
        </Toolbar>
      }
    >
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="body" label="Body (Markdown)" validate={required()} multiline minRows={8} fullWidth />
      <TextInput source="tags" label="Tags (comma-separated)" format={tagsToText} parse={textToTags} fullWidth />
      <CoverInput />
    </SimpleForm>
  );
}

/** Publish a draft now, or take a published article back to draft with a reason. */
function PublishAction() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  if (!record) return null;
  const title = `“${String(record.title)}”`;
  return record.status === 0 ? (
    <ConfirmAction
      label="Publish"
      title={`Publish ${title}?`}
      color="success"
      onConfirm={async () => {
        await dataProvider.call('staffArticlePublish', { id: record.id });
        return `Published ${title}`;
      }}
    >
      It appears in the app's News at once.
    </ConfirmAction>
  ) : (
    <ConfirmAction
      label="Unpublish"
      title={`Take ${title} back to draft?`}
      color="warning"
      reason="required"
      reasonLabel="Reason (kept in the audit log)"
      onConfirm={async (reason) => {
        await dataProvider.call('staffArticleUnpublish', { id: record.id, reason });
        return `${title} is a draft again`;
      }}
    >
      It leaves the app's News at once.
    </ConfirmAction>
  );
}

export const ArticleList = () => (
  <List
    resource="news"
    title="News articles"
    filters={[<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn emptyText="All" />]}
    sort={{ field: '', order: 'ASC' }}
    exporter={false}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="id" />
      <TextField source="title" />
      <TextField source="statusLabel" label="Status" sortable={false} />
      <FunctionField label="Tags" sortable={false} render={(r: RaRecord) => tagsToText(r.tags)} />
      <FunctionField label="Changed" sortBy="updateTime" render={(r: RaRecord) => dateTime(r.updateTime as number)} />
      <EditButton />
      <FunctionField label="Publishing" sortable={false} render={() => <PublishAction />} />
    </Datagrid>
  </List>
);

export const ArticleCreate = () => (
  <Create resource="news" title="New article" redirect="list">
    <ArticleForm />
  </Create>
);

export const ArticleEdit = () => (
  <Edit resource="news" title="Edit article" mutationMode="pessimistic" redirect="list">
    <ArticleForm />
  </Edit>
);
