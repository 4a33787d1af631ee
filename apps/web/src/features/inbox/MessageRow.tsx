import { type InboxMessage, MESSAGE_KIND_LABELS } from '@bourse/contract';
import { SwipeAction } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { useConfirmDelete } from './useConfirmDelete';

/** One message in the list: unread ones carry a dot and bold titles; tap to open, swipe left to delete. */
export function MessageRow({ message, onOpen }: { message: InboxMessage; onOpen: (m: InboxMessage) => void }) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const unread = message.isRead === 0;
  return (
    <li className="inbox-item" data-testid="message-row">
      <SwipeAction
        rightActions={[
          {
            key: 'delete',
            text: t('inbox.delete'),
            color: 'danger',
            onClick: () => void confirmDelete(message.id),
          },
        ]}
      >
        <button
          type="button"
          className={unread ? 'message-row unread' : 'message-row'}
          onClick={() => onOpen(message)}
          aria-label={unread ? t('inbox.unreadLabel', { title: message.title }) : message.title}
        >
          <span className="message-dot" aria-hidden="true" />
          <span className="message-main">
            <span className="message-top">
              <span className="wallet-tag">{MESSAGE_KIND_LABELS[message.kind]}</span>
              <span className="message-time num">{formatDateTime(message.createTimeTimestamp)}</span>
            </span>
            <span className="message-title">{message.title}</span>
            <span className="message-body">{message.body}</span>
          </span>
        </button>
      </SwipeAction>
    </li>
  );
}
