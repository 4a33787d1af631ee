import type { InboxMessage } from '@bourse/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { InfiniteList } from '../../ui/InfiniteList';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { MessageRow } from './MessageRow';
import { MessageSheet } from './MessageSheet';
import { useReadAll } from './mutations';
import { type InboxFilter, useInboxList, useUnreadCount } from './queries';
import './inbox.css';

/** /my/messages: every message, newest first, unread ones marked; more on scroll, pull to refresh. */
export function InboxScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [open, setOpen] = useState<InboxMessage | null>(null);
  const list = useInboxList(filter);
  const unread = useUnreadCount();
  const readAll = useReadAll();

  const markAll =
    unread > 0 ? (
      <button
        type="button"
        className="inbox-header-link"
        disabled={readAll.isPending}
        onClick={() => readAll.mutate(undefined, { onSuccess: () => showToast(t('inbox.allRead')) })}
      >
        {t('inbox.readAll')}
      </button>
    ) : undefined;

  return (
    <Screen title={t('inbox.title')} backTo="/my" actions={markAll} wideSides>
      <ChoiceGroup<InboxFilter>
        kind="toggle"
        label={t('inbox.filter')}
        className="chip-select inbox-filter"
        value={filter}
        onChange={setFilter}
        options={[
          { value: 'all', label: t('inbox.all') },
          { value: 'unread', label: unread > 0 ? t('inbox.unreadCount', { count: unread }) : t('inbox.unread') },
        ]}
      />
      <InfiniteList
        query={list}
        label={t('inbox.title')}
        listClassName="record-list inbox-list"
        empty={filter === 'unread' ? t('inbox.noneUnread') : t('inbox.empty')}
        refreshable
        renderItem={(message) => <MessageRow key={message.id} message={message} onOpen={setOpen} />}
      />
      <MessageSheet message={open} onClose={() => setOpen(null)} />
    </Screen>
  );
}
