import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

export interface ConfirmActionProps {
  label: string;
  title: string;
  /** What will happen, said before it does. */
  children: ReactNode;
  /** Ask for a reason (required) or a note (optional); none when undefined. */
  reason?: 'required' | 'optional';
  /** The reason field's label (by default: the user sees it). */
  reasonLabel?: string;
  color?: 'primary' | 'error' | 'success' | 'warning';
  disabled?: boolean;
  /** The button's look: outlined in a row of records (the default), contained in a form's toolbar. */
  variant?: 'outlined' | 'contained';
  /** Runs before the confirmation opens; false keeps it closed (a form whose fields are not valid yet). */
  canOpen?: () => Promise<boolean>;
  /** More inputs the decision needs, shown above the reason (their state is the caller's). */
  fields?: ReactNode;
  /** Checks the caller's fields before anything is sent: an error message (`field: rule`), or undefined when good. */
  check?: () => string | undefined;
  /** Does it; its answer says what happened (shown as the result). */
  onConfirm: (reason: string) => Promise<string>;
}

/** What went wrong in a dialog (the server's message), said where the staff member is looking. */
export const DialogError = ({ error }: { error: string | undefined }) =>
  error ? (
    <DialogContentText color="error" role="alert">
      {error}
    </DialogContentText>
  ) : null;

/** Every staff action: a button, a confirmation saying what will happen, then its result as a notification. */
export function ConfirmAction({
  label,
  title,
  children,
  reason,
  reasonLabel = 'Reason (the user sees it)',
  color = 'primary',
  disabled,
  variant = 'outlined',
  canOpen,
  fields,
  check,
  onConfirm,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const notify = useNotify();
  const refresh = useRefresh();

  const confirm = async () => {
    const invalid = check?.();
    if (invalid) return setError(invalid);
    if (reason === 'required' && !text.trim()) return setError('reason: is required');
    setBusy(true);
    setError(undefined);
    try {
      const result = await onConfirm(text.trim());
      setOpen(false);
      setText('');
      notify(result, { type: 'success' });
      refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        variant={variant}
        color={color}
        disabled={disabled}
        onClick={(e) => {
          e.stopPropagation();
          if (!canOpen) return setOpen(true);
          void canOpen().then(setOpen);
        }}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} onClick={(e) => e.stopPropagation()} fullWidth>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">{children}</DialogContentText>
          {fields}
          {reason && (
            <TextField
              label={reason === 'required' ? reasonLabel : 'Note (optional)'}
              value={text}
              onChange={(e) => setText(e.target.value)}
              fullWidth
              multiline
              margin="normal"
              autoFocus
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          )}
          <DialogError error={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} variant="contained" color={color} disabled={busy}>
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
