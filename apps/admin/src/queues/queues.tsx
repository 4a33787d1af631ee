import { USD_STABLECOINS } from '@bourse/contract';
import { Box, Stack, Typography } from '@mui/material';
import { FunctionField, type RaRecord, TextField, useGetOne, useRecordContext } from 'react-admin';
import { RevealCard } from './RevealCard';
import { ReviewQueue } from './ReviewQueue';

const pendingReview = (r: RaRecord) => r.status === 1;
const amountOf = (r: RaRecord) => `${String(r.amount)} ${String(r.currency ?? 'USD')}`;

function Image({ src, alt }: { src: string | null | undefined; alt: string }) {
  if (!src) return <Typography color="text.secondary">No {alt.toLowerCase()} uploaded</Typography>;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <Box
        component="img"
        src={src}
        alt={alt}
        sx={{ maxWidth: 420, maxHeight: 320, border: 1, borderColor: 'divider' }}
      />
    </a>
  );
}

function Field({ label, value }: { label: string; value: unknown }) {
  return (
    <Typography>
      <b>{label}:</b> {value === null || value === undefined || value === '' ? '—' : String(value)}
    </Typography>
  );
}

/** A deposit beside its credential: what the user sent and the reference a bank statement shows. */
function DepositPanel() {
  const r = useRecordContext();
  if (!r) return null;
  return (
    <Stack direction="row" spacing={4} sx={{ p: 2 }} data-testid="deposit-review">
      <Image src={r.credentialUrl as string | null} alt="Transfer credential" />
      <Stack spacing={0.5}>
        <Field label="Reference code" value={r.referenceCode} />
        <Field label="Amount" value={amountOf(r)} />
        <Field label="Channel" value={r.channel} />
        {r.channel === 'crypto' ? (
          <>
            <Field label="Network" value={r.network} />
            <Field label="Address" value={r.address} />
            <Field label="Transaction hash" value={r.txHash} />
          </>
        ) : (
          <Field label="Bank" value={r.bank ? `${String(r.bank.bankName)} ${String(r.bank.accountNumber)}` : null} />
        )}
        <Field label="Credited" value={r.creditedAmount} />
      </Stack>
    </Stack>
  );
}

/** A coin not pegged to USD (BTC, ETH): staff say what it is worth in USD when approving. */
const needsCreditedAmount = (r: RaRecord) =>
  r.channel === 'crypto' && !(USD_STABLECOINS as readonly unknown[]).includes(r.currency);

export const DepositQueue = () => (
  <ReviewQueue
    resource="deposits"
    title="Deposits"
    describe={(r) => `deposit #${String(r.id)} of ${amountOf(r)} by ${String(r.email)}`}
    isPending={pendingReview}
    expand={<DepositPanel />}
    needsCreditedAmount={needsCreditedAmount}
  >
    <FunctionField label="Amount" sortBy="amount" render={amountOf} />
    <TextField source="channel" sortable={false} />
    <TextField source="referenceCode" label="Reference" sortable={false} />
    <TextField source="statusLabel" label="Status" sortable={false} />
  </ReviewQueue>
);

export const WithdrawalQueue = () => (
  <ReviewQueue
    resource="withdrawals"
    title="Withdrawals"
    describe={(r) => `withdrawal #${String(r.id)} of ${String(r.amount)} USD by ${String(r.email)}`}
    isPending={pendingReview}
    rowActions={<RevealCard />}
  >
    <FunctionField label="Amount (USD)" sortBy="amount" render={(r: RaRecord) => String(r.amount)} />
    <TextField source="fee" sortable={false} />
    <FunctionField
      label="Approvals"
      sortable={false}
      render={(r: RaRecord) => `${String(r.approvals ?? 0)} of ${String(r.approvalsNeeded ?? 1)}`}
    />
    <FunctionField
      label="To"
      sortable={false}
      render={(r: RaRecord) =>
        r.channel === 'crypto'
          ? `${String(r.currency)} ${String(r.network)} ${String(r.address)}`
          : `${String(r.bankName)} ${String(r.cardNo)}`
      }
    />
    <TextField source="statusLabel" label="Status" sortable={false} />
  </ReviewQueue>
);

/** An identity submission with its document images (signed urls from the detail call). */
function KycPanel() {
  const r = useRecordContext();
  const { data, isPending, error } = useGetOne('kyc', { id: r?.id ?? 0 }, { enabled: r !== undefined });
  if (isPending) return <Typography sx={{ p: 2 }}>Loading the documents…</Typography>;
  if (error || !data) return <Typography sx={{ p: 2 }}>The documents could not be loaded.</Typography>;
  return (
    <Stack direction="row" spacing={4} sx={{ p: 2 }} data-testid="kyc-review">
      <Image src={data.frontImageUrl as string} alt="Document front" />
      {data.backImageUrl ? <Image src={data.backImageUrl as string} alt="Document back" /> : null}
      <Stack spacing={0.5}>
        <Field label="Name" value={`${String(data.firstName)} ${String(data.lastName)}`} />
        <Field label="Document" value={data.docType} />
        <Field label="Number" value={data.idNumber} />
        <Field label="Country" value={data.countryName} />
      </Stack>
    </Stack>
  );
}

export const KycQueue = () => (
  <ReviewQueue
    resource="kyc"
    title="Identity (KYC)"
    describe={(r) => `the identity of ${String(r.firstName)} ${String(r.lastName)} (${String(r.email)})`}
    isPending={pendingReview}
    expand={<KycPanel />}
  >
    <FunctionField
      label="Name"
      sortable={false}
      render={(r: RaRecord) => `${String(r.firstName)} ${String(r.lastName)}`}
    />
    <TextField source="docType" label="Document" sortable={false} />
    <TextField source="countryName" label="Country" sortable={false} />
    <TextField source="statusLabel" label="Status" sortable={false} />
  </ReviewQueue>
);

export const BlockTradingQueue = () => (
  <ReviewQueue
    resource="blockTrading"
    title="Block-trading permission"
    describe={(r) => `block trading for ${String(r.email)}`}
    isPending={pendingReview}
  >
    <TextField source="statusLabel" label="Status" sortable={false} />
  </ReviewQueue>
);

const LOAN_STATUS_CHOICES = ['pending', 'rejected', 'active', 'overdue', 'repaid'].map((s) => ({ id: s, name: s }));

export const LoanQueue = () => (
  <ReviewQueue
    resource="loans"
    title="Loans"
    describe={(r) =>
      `loan #${String(r.id)} of ${String(r.amount)} USD for ${String(r.termDays)} days (${String(r.email)})`
    }
    isPending={(r) => r.status === 'pending'}
    statusChoices={LOAN_STATUS_CHOICES}
    defaultStatus="pending"
  >
    <FunctionField label="Amount (USD)" sortBy="amount" render={(r: RaRecord) => String(r.amount)} />
    <FunctionField label="Term" sortable={false} render={(r: RaRecord) => `${String(r.termDays)} days`} />
    <TextField source="purpose" sortable={false} />
    <TextField source="annualRate" label="Annual rate" sortable={false} />
    <TextField source="status" sortable={false} />
  </ReviewQueue>
);
