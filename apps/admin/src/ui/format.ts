/** Epoch milliseconds as the staff's local date and time; '' for none. */
export const dateTime = (ms: number | null | undefined) => (ms ? new Date(ms).toLocaleString() : '');

/** A review status of the contract (1 pending, 2 rejected, 3 done). */
export const REVIEW_STATUS_CHOICES = [
  { id: 1, name: 'Pending' },
  { id: 2, name: 'Rejected' },
  { id: 3, name: 'Approved' },
];
