import type { StaffArticle } from '@bourse/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { fakeServer, signedInAs } from '../test/fake-server';

const article = (fields: { title: string; body: string; tags?: string[] }): StaffArticle => ({
  id: 41,
  tags: [],
  ...fields,
  deployTime: 0,
  imageUrl: '',
  provider: 'staff',
  sourceName: 'Bourse',
  contentHtml: '',
  link: '',
  status: 0,
  statusLabel: 'Draft',
  coverUrl: '',
  authorId: 7,
  createTime: 1,
  updateTime: 1,
});

/** The news desk's new-article form, as the content desk; creating answers the draft, or `refusal` when given. */
function openCreate(refusal?: string) {
  const me = signedInAs('content');
  const requests = fakeServer({
    adminMe: () => me,
    staffArticleList: () => ({ data: [], pageNo: 1, totalPage: 0, total: 0 }),
    ...(refusal ? {} : { staffArticleCreate: (body) => article(body as { title: string; body: string }) }),
  });
  render(
    <MemoryRouter initialEntries={['/news/create']}>
      <App />
    </MemoryRouter>,
  );
  return requests.filter.bind(requests, (r) => r.path === '/admin/article/create');
}

describe('saving an article asks for confirmation and shows the result', () => {
  it('checks the form first, sends nothing before Confirm, then saves and says so', async () => {
    const creates = openCreate();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    // The title and body are required: the confirmation does not open on an invalid form.
    expect((await screen.findAllByText('Required')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Markets close higher' } });
    fireEvent.change(screen.getByLabelText(/^Body \(Markdown\)/), { target: { value: 'Stocks **rose**.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Save the new article as a draft?')).toBeInTheDocument();
    expect(creates()).toEqual([]);

    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Saved “Markets close higher” as a draft')).toBeInTheDocument();
    expect(creates()).toHaveLength(1);
    expect(creates()[0]?.body).toMatchObject({ title: 'Markets close higher', body: 'Stocks **rose**.' });
  });

  it('shows the server’s refusal in the confirmation and stays on the form', async () => {
    const creates = openCreate('refused');
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Draft' } });
    fireEvent.change(screen.getByLabelText(/^Body \(Markdown\)/), { target: { value: 'Text' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('No fake answer for POST /admin/article/create');
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(screen.queryByText(/Saved/)).toBeNull();
  });
});
