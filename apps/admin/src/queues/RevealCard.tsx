import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useDataProvider, usePermissions, useRecordContext } from 'react-admin';
import type { BackofficeDataProvider } from '../api/data-provider';
import { DialogError } from '../ui/ConfirmAction';

/** A pending withdrawal paid to a card (bank channel): the only kind whose card can be revealed. */
export const isCardPayout = (r: RaRecord) => r.channel === 'bank' && Boolean(r.cardNo) && r.status === 1;

/**
 * The full card number for a payout, for staff whose role may reveal it (`withdrawals.revealCard`; the server refuses
 * anyone else). It is asked for only after a confirmation saying the reveal is audited, is held by this dialog alone
 * (no query cache, no store) and is forgotten when the dialog closes.
 */
export function RevealCard() {
  const record = useRecordContext();
  const { permissions } = usePermissions<string[]>();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cardNumber, setCardNumber] = useState<string>();
  const [error, setError] = useState<string>();
  if (!record || !isCardPayout(record) || !permissions?.includes('withdrawals.revealCard')) return null;

  const close = () => {
    if (busy) return;
    setOpen(false);
    setCardNumber(undefined);
    setError(undefined);
  };
  const reveal = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = (await dataProvider.call('staffWithdrawalRevealCard', { id: record.id })) as {
        cardNumber: string;
      };
      setCardNumber(answer.cardNumber);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };
  const what = `withdrawal #${String(record.id)} (${String(record.bankName)} ${String(record.cardNo)})`;

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        Reveal card
      </Button>
      <Dialog open={open} onClose={close} onClick={(e) => e.stopPropagation()} fullWidth>
        <DialogTitle>Reveal the card of {what}?</DialogTitle>
        <DialogContent>
          {cardNumber === undefined ? (
            <DialogContentText>
              The full card number is shown for making the payout only. Each reveal is written to the audit log with
              your name.
            </DialogContentText>
          ) : (
            <>
              <DialogContentText>Card number for the payout (recorded in the audit log):</DialogContentText>
              <Typography
                variant="h5"
                sx={{ fontFamily: 'monospace', mt: 1, userSelect: 'all' }}
                data-testid="revealed-card"
              >
                {cardNumber}
              </Typography>
              <DialogContentText sx={{ mt: 1 }}>It is forgotten when this dialog closes.</DialogContentText>
            </>
          )}
          <DialogError error={error} />
        </DialogContent>
        <DialogActions>
          {cardNumber === undefined ? (
            <>
              <Button onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button onClick={() => void reveal()} variant="contained" disabled={busy}>
                Confirm
              </Button>
            </>
          ) : (
            <Button onClick={close} variant="contained">
              Close
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
