import { UPLOAD_MAX_BYTES } from '@bourse/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deposit, page } from '../../test/money-fixtures';
import { renderApp, testUser } from '../../test/render-app';

/** The 8-byte PNG signature: enough for a File the uploader accepts. */
const png = (size?: number) => {
  const file = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'receipt.png', { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function chooseFile(groupName: string, file: File) {
  const input = within(screen.getByRole('group', { name: groupName })).getByLabelText('Upload');
  fireEvent.change(input, { target: { files: [file] } });
}

const writeText = vi.fn(async () => undefined);

beforeEach(() => {
  // jsdom has no object URLs (the uploader previews with them) and no clipboard.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => writeText.mockClear());

describe('/deposit', () => {
  it('offers a bank transfer or digital currency', async () => {
    renderApp('/deposit', { user: testUser() });
    expect((await screen.findByRole('link', { name: /Bank transfer/ })).getAttribute('href')).toBe(
      '/deposit?method=bank',
    );
    expect(screen.getByRole('link', { name: /Digital currency/ }).getAttribute('href')).toBe('/deposit/wallet');
  });

  it('a deposit below 1 gives the prompt and makes no call', async () => {
    const { call } = renderApp('/deposit?method=bank', { user: testUser() });

    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '0.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Please enter a correct amount')).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('depositCreate', expect.anything());
  });

  it('shows the bank instructions and reference code, copies, then uploads and submits the credential', async () => {
    const { call } = renderApp('/deposit?method=bank', {
      user: testUser(),
      handlers: {
        depositCreate: () => deposit(),
        upload: () => ({ url: '/upload/abc?sig=1' }),
        depositCredential: () => deposit({ credentialUrl: '/upload/abc?sig=1' }),
      },
    });

    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByTestId('reference-code')).textContent).toBe('BRS7Q2K9');
    expect(screen.getByText('000123456789')).toBeVisible();
    expect(call).toHaveBeenCalledWith('depositCreate', { channel: 'bank', amount: '250' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Reference code' }));
    expect(await screen.findByText('Copy Success')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith('BRS7Q2K9');

    expect(screen.getByText(/upload the credentials: a screenshot/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Submit screenshot' }));
    expect(await screen.findByText('Please upload the credentials of your transfer (a screenshot)')).toBeVisible();

    chooseFile('Transfer credential (screenshot)', png());
    await waitFor(() => expect(call).toHaveBeenCalledWith('upload', {}, { file: expect.any(File) }));
    // antd's image stays hidden until it loads, which jsdom never does: the preview is there, not shown.
    await waitFor(() => expect(document.querySelector('.adm-image-uploader-cell img')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Submit screenshot' }));

    expect(await screen.findByText('Screenshot submitted')).toBeVisible();
    expect(call).toHaveBeenCalledWith('depositCredential', { id: 31, credentialUrl: '/upload/abc?sig=1' });
  });

  it("an upload over 10 MB says 'The size cannot exceed 10M' and makes no call", async () => {
    const { call } = renderApp('/deposit?method=bank', {
      user: testUser(),
      handlers: { depositCreate: () => deposit(), upload: () => ({ url: '/upload/x' }) },
    });
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('reference-code');

    chooseFile('Transfer credential (screenshot)', png(UPLOAD_MAX_BYTES + 1));

    expect(await screen.findByText('The size cannot exceed 10M')).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('upload', expect.anything(), expect.anything());
  });

  it("a failed upload says 'Upload fail'", async () => {
    renderApp('/deposit?method=bank', { user: testUser(), handlers: { depositCreate: () => deposit() } });
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('reference-code');

    chooseFile('Transfer credential (screenshot)', png());
    expect(await screen.findByText('Upload fail')).toBeVisible();
  });
});

describe('/deposit/record', () => {
  it('lists deposits with status labels and the reason of an Audit Failure', async () => {
    renderApp('/deposit/record', {
      user: testUser(),
      handlers: {
        depositList: () =>
          page([
            deposit({ id: 2, status: 2, statusLabel: 'Audit Failure', reason: 'No matching transfer found' }),
            deposit({ id: 1, status: 3, statusLabel: 'Completed', creditedAmount: '250.00', credentialUrl: '/u' }),
          ]),
      },
    });
    const rows = await screen.findAllByTestId('deposit-row');
    expect(within(rows[0] as HTMLElement).getByText('Audit Failure')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('Reason: No matching transfer found')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Completed')).toBeVisible();
  });
});
