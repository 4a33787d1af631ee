import type { Kyc } from '@bourse/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render-app';

const areas = () => [
  { id: 1, name: 'Indonesia', isoCode: 'ID', dialCode: '+62' },
  { id: 2, name: 'United Kingdom', isoCode: 'GB', dialCode: '+44' },
  { id: 3, name: 'United States', isoCode: 'US', dialCode: '+1' },
];
const kyc = (over: Partial<Kyc> = {}): Kyc => ({
  id: 5,
  docType: 'passport',
  country: 'GB',
  countryName: 'United Kingdom',
  firstName: 'Ada',
  lastName: 'Lovelace',
  idNumber: '*****6789',
  status: 1,
  statusLabel: 'Waiting for Review',
  reason: '',
  createTimeTimestamp: Date.UTC(2026, 10, 23, 9, 0),
  reviewTimeTimestamp: null,
  ...over,
});

describe('/kyc', () => {
  it('searches the countries, asks for a country first, then opens the chosen document', async () => {
    const { router } = renderApp('/kyc', { user: testUser(), handlers: { kycInfo: () => null, areaList: areas } });

    await screen.findByText('United Kingdom');
    fireEvent.click(screen.getByRole('button', { name: 'Passport' }));
    expect(await screen.findAllByText('Please select country')).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/kyc');

    fireEvent.change(screen.getByPlaceholderText('Search country or region'), { target: { value: 'united' } });
    await waitFor(() => expect(screen.queryByText('Indonesia')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /United Kingdom/ }));
    expect(screen.getByText('Chosen: United Kingdom')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Passport' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/passport'));
    expect(router.state.location.search).toBe('?country=GB');
  });

  it('shows Waiting for Review with the submitted details', async () => {
    renderApp('/kyc', { user: testUser({ kycStatus: 1 }), handlers: { kycInfo: () => kyc(), areaList: areas } });
    expect(await screen.findByRole('heading', { name: 'Waiting for Review' })).toBeVisible();
    expect(screen.getByText('Ada Lovelace')).toBeVisible();
    expect(screen.getByText('*****6789')).toBeVisible();
  });

  it('shows Verified!', async () => {
    renderApp('/kyc', {
      user: testUser({ kycStatus: 3 }),
      handlers: { kycInfo: () => kyc({ status: 3, reviewTimeTimestamp: Date.UTC(2026, 10, 23, 10) }), areaList: areas },
    });
    expect(await screen.findByRole('heading', { name: 'Verified!' })).toBeVisible();
  });

  it('shows Audit Failure with the reason, and Try Again goes back to the countries', async () => {
    renderApp('/kyc', {
      user: testUser({ kycStatus: 2 }),
      handlers: { kycInfo: () => kyc({ status: 2, reason: 'The photo is blurred' }), areaList: areas },
    });
    expect(await screen.findByRole('heading', { name: 'Audit Failure' })).toBeVisible();
    expect(screen.getByTestId('kyc-reason')).toHaveTextContent('The photo is blurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('United Kingdom')).toBeVisible();
  });
});

describe('/kyc/passport', () => {
  it('prompts for every required input and sends nothing until they are given', async () => {
    const { call } = renderApp('/kyc/passport?country=GB', {
      user: testUser(),
      handlers: { kycInfo: () => null, areaList: areas, updateReal: () => kyc() },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Please enter first name')).toBeVisible();
    expect(screen.getByText('Please enter last name')).toBeVisible();
    expect(screen.getByText('Please enter passport number')).toBeVisible();
    expect(screen.getByText('Please upload an image')).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('updateReal', expect.anything());
  });

  it('goes back to /kyc for a country not in the list', async () => {
    const { router } = renderApp('/kyc/idcard?country=QQ', {
      user: testUser(),
      handlers: { kycInfo: () => null, areaList: areas },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'));
  });
});

describe('/kyc/idcard', () => {
  it('asks for the ID card number and both sides', async () => {
    renderApp('/kyc/idcard?country=ID', { user: testUser(), handlers: { kycInfo: () => null, areaList: areas } });
    expect(await screen.findByText(/issued by Indonesia/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Please enter ID card number')).toBeVisible();
    expect(screen.getAllByText('Please upload an image')).toHaveLength(2);
  });
});
